<?php
/**
 * The product gallery where the bundle's gallery replaces single-product.js's.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether wc-single-product is taken over on this page (the take-over has run on wp_enqueue_scripts, before the
 * template prints the gallery).
 *
 * @return bool
 */
function storefront_widgets_gallery_taken_over() {
	$report = storefront_widgets_report();
	return isset( $report['woocommerce']['handles'] ) && in_array( 'wc-single-product', $report['woocommerce']['handles'], true );
}

/**
 * Whether FlexSlider's viewport takes the shown slide's height: `smoothHeight` in the options WooCommerce hands it
 * (WC_Frontend_Scripts::get_script_data() for wc-single-product, true there; a theme may turn it off through this
 * filter, and FlexSlider's own default is off). Without it the viewport holds its floated slides: the tallest's
 * height.
 *
 * @return bool
 */
function storefront_widgets_gallery_smooth_height() {
	// WooCommerce's own defaults (get_script_data()), so a theme's callback finds every key it may read
	$options = apply_filters(
		'woocommerce_single_product_carousel_options',
		array(
			'rtl'            => is_rtl(),
			'animation'      => 'slide',
			'smoothHeight'   => true,
			'directionNav'   => false,
			'controlNav'     => 'thumbnails',
			'slideshow'      => false,
			'animationSpeed' => 500,
			'animationLoop'  => false,
			'allowOneSlide'  => false,
		)
	);
	return is_array( $options ) && ! empty( $options['smoothHeight'] );
}

/**
 * The gallery wrapper's classes (templates/single-product/product-image.php): `sw-gallery` where the bundle runs
 * it, so its first paint shows the images WooCommerce's markup keeps at opacity 0 for its script, and
 * `sw-gallery-slider` where the theme declares the slider and the product has more than one image, so the first
 * paint lays them out as the slider, and with it `sw-gallery-tallest` where the slider's smoothHeight is off, so the
 * first paint is as tall as the tallest image, as FlexSlider's viewport is then.
 *
 * @param mixed $classes The wrapper's classes.
 * @return mixed
 */
function storefront_widgets_gallery_classes( $classes ) {
	if ( ! is_array( $classes ) || ! storefront_widgets_gallery_taken_over() ) {
		return $classes;
	}
	$classes[] = 'sw-gallery';
	global $product;
	$slider = apply_filters( 'woocommerce_single_product_flexslider_enabled', get_theme_support( 'wc-product-gallery-slider' ) );
	if ( $slider && is_object( $product ) && is_callable( array( $product, 'get_gallery_image_ids' ) ) && $product->get_image_id() && $product->get_gallery_image_ids() ) {
		$classes[] = 'sw-gallery-slider';
		if ( ! storefront_widgets_gallery_smooth_height() ) {
			$classes[] = 'sw-gallery-tallest';
		}
	}
	return $classes;
}
add_filter( 'woocommerce_single_product_image_gallery_classes', 'storefront_widgets_gallery_classes', 20 );

/**
 * PhotoSwipe 4's styles and its `.pswp` template in the footer are for single-product.js's lightbox alone; the
 * bundle's lightbox is its own dialog. They go together (the template shows unstyled without the styles).
 */
function storefront_widgets_gallery_lightbox_assets() {
	if ( ! storefront_widgets_gallery_taken_over() ) {
		return;
	}
	foreach ( array( 'photoswipe', 'photoswipe-default-skin', 'wc-photoswipe', 'wc-photoswipe-default-skin' ) as $handle ) {
		wp_dequeue_style( $handle );
	}
	remove_action( 'wp_footer', 'woocommerce_photoswipe' );
}
add_action( 'wp_print_styles', 'storefront_widgets_gallery_lightbox_assets', 1 );
