<?php
/**
 * First-paint jobs printed with their markup.
 *
 * A widget whose markup only a shortcode or a block prints (Customer Reviews' reviews grid and slider) has its
 * first-paint job printed inline just before the first of those on the page, not in the head script of every
 * page: the build's `first-paint.json` names each job's file and the shortcodes and blocks that print its
 * markup. A page without that markup carries none of its code.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `first-paint.json` as the build wrote it: widget => { file, shortcodes, blocks } (an empty list when missing).
 *
 * @return array<string, array{file: string, shortcodes: string[], blocks: string[]}>
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

add_filter( 'do_shortcode_tag', 'storefront_widgets_first_paint_shortcode', 10, 2 );
add_filter( 'render_block', 'storefront_widgets_first_paint_block', 10, 2 );
