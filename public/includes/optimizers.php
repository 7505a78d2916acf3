<?php
/**
 * Script optimizers keep their hands off the bundle.
 *
 * The head script must run first and at once (it holds the taps and submits made before the module runs), the
 * settings the replaced plugins print must be there when the module reads them, and the module must stay a module: an optimizer that delays scripts until the first interaction, defers, minifies
 * or combines them would hold back the one or break the other. Each optimizer is told through its own documented
 * filter (WP Rocket, LiteSpeed Cache, Autoptimize, SiteGround Speed Optimizer, Perfmatters); the tags also carry
 * the opt-out attributes LiteSpeed and Cloudflare's Rocket Loader read.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/** The head script's id: its tag is matched by it. */
const STOREFRONT_WIDGETS_HEAD_ID = 'storefront-widgets-head-js';

/**
 * What identifies the bundle's tags: the folder its files are served from (the module and its chunks), the head
 * script's id and the first-paint jobs' (first-paint.php), and a name only its inline scripts use (optimizers that
 * match inline content, not the tag).
 *
 * @return string[]
 */
function storefront_widgets_optimizer_markers() {
	$folder = wp_parse_url( storefront_widgets_url( '' ), PHP_URL_PATH );
	$folder = is_string( $folder ) && '' !== $folder ? trailingslashit( $folder ) : '/storefront-widgets/';
	return array( $folder, STOREFRONT_WIDGETS_HEAD_ID, 'storefront-widgets-first-paint-', 'storefrontWidgets' );
}

/**
 * The settings the widgets read from the plugins they replace: each taken-over handle's global as WordPress
 * prints it (`var name = {`), which must run before the module, not on a first interaction.
 *
 * @return string[]
 */
function storefront_widgets_optimizer_data_markers() {
	$entries = storefront_widgets_classic_handles();
	$out     = array();
	foreach ( storefront_widgets_replaced_handles() as $handle ) {
		foreach ( isset( $entries[ $handle ]['globals'] ) ? $entries[ $handle ]['globals'] : array() as $global ) {
			$out[] = 'var ' . $global . ' = ';
		}
	}
	return $out;
}

/**
 * Add the bundle's markers to an optimizer's exclusion list.
 *
 * @param mixed $list  The optimizer's list (an array; some hand over null or a string).
 * @param bool  $regex WP Rocket's delay list is a list of regular expressions.
 * @return array
 */
function storefront_widgets_exclude_from_list( $list, $regex = false ) {
	$list = is_array( $list ) ? $list : ( is_string( $list ) && '' !== $list ? array( $list ) : array() );
	foreach ( array_merge( storefront_widgets_optimizer_markers(), storefront_widgets_optimizer_data_markers() ) as $marker ) {
		$list[] = $regex ? preg_quote( $marker, '#' ) : $marker;
	}
	return array_values( array_unique( $list ) );
}

/** WP Rocket's delay JS list: regular expressions matched against each whole script tag. */
function storefront_widgets_exclude_from_rocket_delay( $list ) {
	return storefront_widgets_exclude_from_list( $list, true );
}

/** Autoptimize: a comma-separated string matched against each script's src or inline code. */
function storefront_widgets_exclude_from_autoptimize( $list ) {
	$list = is_string( $list ) ? $list : '';
	$add  = implode( ', ', array_unique( array_merge( storefront_widgets_optimizer_markers(), storefront_widgets_optimizer_data_markers() ) ) );
	return '' === trim( $list ) ? $add : $list . ', ' . $add;
}

/** SiteGround Speed Optimizer's minify, combine and async lists: script handles. */
function storefront_widgets_exclude_handle( $list ) {
	$list   = is_array( $list ) ? $list : array();
	$list[] = 'storefront-widgets';
	return array_values( array_unique( $list ) );
}

/** The attributes LiteSpeed (data-no-optimize, data-no-defer) and Rocket Loader (data-cfasync) honour. */
function storefront_widgets_optimizer_attributes() {
	return array(
		'data-no-optimize' => '1',
		'data-no-defer'    => '1',
		'data-cfasync'     => 'false',
	);
}

/** The module's tag as a script module (WordPress 6.5+): wp_script_attributes is the filter its tag goes through. */
function storefront_widgets_module_attributes( $attributes ) {
	if ( is_array( $attributes ) && isset( $attributes['id'] ) && 0 === strpos( (string) $attributes['id'], 'storefront-widgets-js' ) ) {
		$attributes = array_merge( $attributes, storefront_widgets_optimizer_attributes() );
	}
	return $attributes;
}

/** The module's tag before 6.5 (a classic enqueue printed as a module). */
function storefront_widgets_module_tag_attributes( $tag, $handle ) {
	if ( 'storefront-widgets' !== $handle || false !== strpos( $tag, 'data-no-optimize' ) ) {
		return $tag;
	}
	$attributes = '';
	foreach ( storefront_widgets_optimizer_attributes() as $name => $value ) {
		$attributes .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	return preg_replace( '/<script\s/', '<script' . $attributes . ' ', $tag, 1 );
}

foreach ( array( 'rocket_exclude_defer_js', 'rocket_exclude_js', 'rocket_excluded_inline_js_content', 'litespeed_optimize_js_excludes', 'litespeed_optm_js_defer_exc', 'litespeed_optm_gm_js_exc', 'sgo_javascript_combine_excluded_inline_content', 'perfmatters_delay_js_exclusions', 'perfmatters_defer_js_exclusions' ) as $storefront_widgets_filter ) {
	add_filter( $storefront_widgets_filter, 'storefront_widgets_exclude_from_list' );
}
foreach ( array( 'sgo_js_minify_exclude', 'sgo_javascript_combine_exclude', 'sgo_js_async_exclude' ) as $storefront_widgets_filter ) {
	add_filter( $storefront_widgets_filter, 'storefront_widgets_exclude_handle' );
}
unset( $storefront_widgets_filter );
add_filter( 'rocket_delay_js_exclusions', 'storefront_widgets_exclude_from_rocket_delay' );
add_filter( 'autoptimize_filter_js_exclude', 'storefront_widgets_exclude_from_autoptimize' );
add_filter( 'wp_script_attributes', 'storefront_widgets_module_attributes' );
add_filter( 'script_loader_tag', 'storefront_widgets_module_tag_attributes', 11, 2 );
