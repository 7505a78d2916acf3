<?php
/**
 * The build's takeover.json: which widgets replace which classic handles.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `takeover.json` as the build wrote it (widget => handles), or null when it is missing or unreadable: a
 * broken install, which storefront_widgets_enabled() turns off rather than run widgets beside scripts it
 * cannot tell.
 *
 * @return array<string, mixed>|null
 */
function storefront_widgets_takeover_map() {
	static $map = false; // read once a request: the switch asks on every hook
	if ( false === $map ) {
		$file = STOREFRONT_WIDGETS_DIR . '/takeover.json';
		$json = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
		$map  = is_array( $json ) ? $json : null;
	}
	return $map;
}

/**
 * The bundle's widgets that replace each classic handle's behaviour on its markup: the build's
 * `takeover.json` beside this file (each widget's manifest lists the handles it replaces), inverted to
 * handle => widget names. A handle no widget names (`wc-cart-fragments`) is taken over with its plugin.
 *
 * @return array<string, string[]>
 */
function storefront_widgets_handle_widgets() {
	static $cached = null;
	if ( null !== $cached ) {
		return $cached;
	}
	$cached = array();
	$map    = storefront_widgets_takeover_map();
	foreach ( is_array( $map ) ? $map : array() as $widget => $handles ) {
		foreach ( is_string( $widget ) && is_array( $handles ) ? $handles : array() as $handle ) {
			if ( is_string( $handle ) ) {
				$cached[ $handle ][] = $widget;
			}
		}
	}
	return $cached;
}
