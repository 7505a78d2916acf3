<?php
/**
 * The bundle's files: the module, its URL and version, and the inline head capture script.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/** The build's version: a hash of storefront.js, so each build gets a new URL (cache busting). */
function storefront_widgets_version() {
	static $version = null;
	if ( null === $version ) {
		$hash    = is_readable( STOREFRONT_WIDGETS_DIR . '/storefront.js' ) ? md5_file( STOREFRONT_WIDGETS_DIR . '/storefront.js' ) : false;
		$version = $hash ? substr( $hash, 0, 12 ) : '0.1.0';
	}
	return $version;
}

/**
 * The URL of a file beside this one: under the theme when a theme `require`s this file from its own folder,
 * under the plugin otherwise (any folder name, sub-directory sites too).
 */
function storefront_widgets_url( $file ) {
	$dir = wp_normalize_path( STOREFRONT_WIDGETS_DIR );
	foreach ( array( array( get_stylesheet_directory(), get_stylesheet_directory_uri() ), array( get_template_directory(), get_template_directory_uri() ) ) as $theme ) {
		$root = untrailingslashit( wp_normalize_path( $theme[0] ) );
		if ( '' !== $root && 0 === strpos( $dir . '/', $root . '/' ) ) {
			return untrailingslashit( $theme[1] ) . substr( $dir, strlen( $root ) ) . '/' . $file;
		}
	}
	return plugins_url( $file, STOREFRONT_WIDGETS_FILE );
}

/**
 * Enqueue storefront.js as an ES module: a script module on WordPress 6.5+, a classic enqueue printed as
 * `<script type="module">` before that. Its chunks resolve relative to its own URL, so the plugin folder may
 * have any name and the site may live in a sub-directory.
 */
function storefront_widgets_enqueue() {
	if ( is_admin() || ! storefront_widgets_enabled() ) {
		return;
	}
	$src = storefront_widgets_url( 'storefront.js' );
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( 'storefront-widgets', $src, array(), storefront_widgets_version() );
		return;
	}
	wp_enqueue_script( 'storefront-widgets', $src, array(), storefront_widgets_version(), true );
}

/** Before 6.5: print the classic tag as a module (any type attribute WordPress added is replaced). */
function storefront_widgets_module_tag( $tag, $handle ) {
	if ( 'storefront-widgets' !== $handle ) {
		return $tag;
	}
	$tag = preg_replace( '/\stype=(["\'])[^"\']*\1/', '', $tag );
	return preg_replace( '/<script\s/', '<script type="module" ', $tag, 1 );
}

/**
 * The head capture script (head-capture.js beside this file, built from mount/head.ts), printed inline first
 * in <head>: until storefront.js runs (a deferred module, in the footer before WordPress 6.5) it holds a click
 * on markup with a printed inline `onclick` (WebToffee's print links call a function the bundle defines) and
 * every submit (Wawp's forms have no method), and hands each to the bundle once it is ready.
 */
function storefront_widgets_print_head_capture() {
	if ( is_admin() || ! storefront_widgets_enabled() || ! is_readable( STOREFRONT_WIDGETS_DIR . '/head-capture.js' ) ) {
		return;
	}
	$js = trim( (string) file_get_contents( STOREFRONT_WIDGETS_DIR . '/head-capture.js' ) );
	if ( '' !== $js ) {
		$attributes = '';
		foreach ( storefront_widgets_optimizer_attributes() as $name => $value ) {
			$attributes .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
		echo '<script id="' . esc_attr( STOREFRONT_WIDGETS_HEAD_ID ) . '"' . $attributes . '>' . str_replace( '</', '<\/', $js ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- our own built script, attributes escaped above
	}
}

add_action( 'wp_head', 'storefront_widgets_print_head_capture', 1 );
add_action( 'wp_enqueue_scripts', 'storefront_widgets_enqueue', 20 );
add_filter( 'script_loader_tag', 'storefront_widgets_module_tag', 10, 2 );
