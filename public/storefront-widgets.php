<?php
/**
 * Plugin Name:       Storefront Widgets
 * Description:       One script that replaces the shop's jQuery front ends (cart, search, reviews, points, documents, phone, OTP login, attribution, page elements) with React widgets mounted on the markup the PHP already prints.
 * Version:           0.1.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Text Domain:       storefront-widgets
 * License:           GPL-2.0-or-later
 */

defined( 'ABSPATH' ) || exit;

/**
 * Enqueue dist/storefront.js as an ES module on the front end. WordPress 6.5+ has script modules; older
 * versions get a classic enqueue with type="module" added to the tag. The script loads its chunks relative
 * to its own URL, so the plugin folder may have any name.
 */
function storefront_widgets_enqueue() {
	if ( is_admin() ) {
		return;
	}
	$src     = plugins_url( 'storefront.js', __FILE__ );
	$version = '0.1.0';
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( 'storefront-widgets', $src, array(), $version );
		return;
	}
	wp_enqueue_script( 'storefront-widgets', $src, array(), $version, true );
}
add_action( 'wp_enqueue_scripts', 'storefront_widgets_enqueue', 20 );

/** Pre-6.5: mark the classic tag as a module. */
function storefront_widgets_module_tag( $tag, $handle ) {
	if ( 'storefront-widgets' !== $handle || false !== strpos( $tag, 'type="module"' ) ) {
		return $tag;
	}
	return str_replace( '<script ', '<script type="module" ', $tag );
}
add_filter( 'script_loader_tag', 'storefront_widgets_module_tag', 10, 2 );
