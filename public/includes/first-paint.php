<?php
/**
 * First-paint jobs printed with their markup.
 *
 * A widget whose markup only some pages print has its first-paint job printed on those pages only, not in the
 * head script of every page: inline just before the first output of a shortcode or a block that prints it
 * (Customer Reviews' reviews grid and slider, WooCommerce's product page shortcode), and in `<head>` after the
 * head script where one of its conditional tags holds (the product tabs on a product page, the points field on
 * the cart and the checkout). The build's `first-paint.json` names each job's file, shortcodes, blocks and
 * conditions. A page without that markup carries none of its code.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `first-paint.json` as the build wrote it: widget => { file, shortcodes, blocks, conditions } (an empty list
 * when missing; a condition only from storefront_widgets_first_paint_conditions()).
 *
 * @return array<string, array{file: string, shortcodes: string[], blocks: string[], conditions: string[]}>
 */
function storefront_widgets_first_paint_jobs() {
	static $jobs = null;
	if ( null === $jobs ) {
		$jobs = array();
		$file = STOREFRONT_WIDGETS_DIR . '/first-paint.json';
		$json = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
		foreach ( is_array( $json ) ? $json : array() as $widget => $job ) {
			if ( is_string( $widget ) && is_array( $job ) && isset( $job['file'] ) && is_string( $job['file'] ) && preg_match( '#^first-paint/[a-z0-9-]+\.js$#', $job['file'] ) ) {
				$jobs[ $widget ] = array(
					'file'       => $job['file'],
					'shortcodes' => isset( $job['shortcodes'] ) && is_array( $job['shortcodes'] ) ? array_values( array_filter( $job['shortcodes'], 'is_string' ) ) : array(),
					'blocks'     => isset( $job['blocks'] ) && is_array( $job['blocks'] ) ? array_values( array_filter( $job['blocks'], 'is_string' ) ) : array(),
					'conditions' => isset( $job['conditions'] ) && is_array( $job['conditions'] ) ? array_values( array_intersect( $job['conditions'], storefront_widgets_first_paint_conditions() ) ) : array(),
				);
			}
		}
	}
	return $jobs;
}

/**
 * The job's inline script, once per page: empty after the first time, in the admin, in ajax and REST answers
 * (their HTML is inserted by a script, where an inline script never runs), or with the bundle off.
 *
 * @param string $widget The widget whose markup follows.
 * @return string
 */
function storefront_widgets_first_paint_script( $widget ) {
	static $printed = array();
	$jobs = storefront_widgets_first_paint_jobs();
	if ( isset( $printed[ $widget ] ) || ! isset( $jobs[ $widget ] ) || is_admin() || wp_doing_ajax() || ( function_exists( 'wp_is_json_request' ) && wp_is_json_request() ) || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ! storefront_widgets_enabled() ) {
		return '';
	}
	$file = STOREFRONT_WIDGETS_DIR . '/' . $jobs[ $widget ]['file'];
	$js   = is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : '';
	if ( '' === $js ) {
		return '';
	}
	$printed[ $widget ] = true;
	$attributes         = '';
	foreach ( storefront_widgets_optimizer_attributes() as $name => $value ) {
		$attributes .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	return '<script id="' . esc_attr( 'storefront-widgets-first-paint-' . $widget . '-js' ) . '"' . $attributes . '>' . str_replace( '</', '<\/', $js ) . '</script>';
}

/**
 * The widgets whose markup a shortcode or a block prints.
 *
 * @param string $kind 'shortcodes' or 'blocks'.
 * @param string $name The shortcode's tag or the block's name.
 * @return string[]
 */
function storefront_widgets_first_paint_for( $kind, $name ) {
	$out = array();
	foreach ( storefront_widgets_first_paint_jobs() as $widget => $job ) {
		if ( in_array( $name, $job[ $kind ], true ) ) {
			$out[] = $widget;
		}
	}
	return $out;
}

/**
 * `do_shortcode_tag`: the job before the shortcode's output.
 *
 * @param mixed  $output The shortcode's output.
 * @param string $tag    The shortcode.
 * @return mixed
 */
function storefront_widgets_first_paint_shortcode( $output, $tag ) {
	if ( ! is_string( $output ) || '' === $output || ! is_string( $tag ) ) {
		return $output;
	}
	$scripts = implode( '', array_map( 'storefront_widgets_first_paint_script', storefront_widgets_first_paint_for( 'shortcodes', $tag ) ) );
	return $scripts . $output;
}

/**
 * `render_block`: the job before the block's output.
 *
 * @param mixed $content The block's output.
 * @param mixed $block   The parsed block.
 * @return mixed
 */
function storefront_widgets_first_paint_block( $content, $block ) {
	if ( ! is_string( $content ) || '' === $content || ! is_array( $block ) || empty( $block['blockName'] ) || ! is_string( $block['blockName'] ) ) {
		return $content;
	}
	$scripts = implode( '', array_map( 'storefront_widgets_first_paint_script', storefront_widgets_first_paint_for( 'blocks', $block['blockName'] ) ) );
	return $scripts . $content;
}

/**
 * The conditional tags a job may be printed on: no other function is called from `first-paint.json`.
 *
 * @return string[]
 */
function storefront_widgets_first_paint_conditions() {
	return array( 'is_product', 'is_cart', 'is_checkout' );
}

/**
 * `wp_head`, just after the head script: the jobs whose conditional tag holds on this page, each once. Never
 * without the head script (the jobs join its first-paint passes).
 */
function storefront_widgets_print_first_paint_for_page() {
	if ( ! is_readable( STOREFRONT_WIDGETS_DIR . '/head-capture.js' ) ) {
		return;
	}
	foreach ( storefront_widgets_first_paint_jobs() as $widget => $job ) {
		foreach ( $job['conditions'] as $tag ) {
			if ( function_exists( $tag ) && call_user_func( $tag ) ) {
				echo storefront_widgets_first_paint_script( $widget ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- our own built script, attributes escaped there
				break;
			}
		}
	}
}

add_action( 'wp_head', 'storefront_widgets_print_first_paint_for_page', 2 );
add_filter( 'do_shortcode_tag', 'storefront_widgets_first_paint_shortcode', 10, 2 );
add_filter( 'render_block', 'storefront_widgets_first_paint_block', 10, 2 );
