<?php
/**
 * The switches: the whole bundle, and each replaced plugin's widgets. The constant and the filters win over the
 * settings screen's option (settings.php).
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The option the settings screen saves, normalised: `enabled` (the bundle) and `off` (the plugins whose classic
 * scripts come back and whose widgets stand down).
 *
 * @return array{enabled: bool, off: string[]}
 */
function storefront_widgets_settings() {
	$stored = get_option( 'storefront_widgets_settings', array() );
	$stored = is_array( $stored ) ? $stored : array();
	$off    = isset( $stored['off'] ) && is_array( $stored['off'] ) ? $stored['off'] : array();
	return array(
		'enabled' => ! isset( $stored['enabled'] ) || (bool) $stored['enabled'],
		'off'     => array_values( array_intersect( array_keys( storefront_widgets_plugins() ), $off ) ),
	);
}

/**
 * The switch: `define( 'STOREFRONT_WIDGETS_DISABLED', true );` in wp-config.php, the settings screen, or
 * `add_filter( 'storefront_widgets_enabled', '__return_false' )` brings every classic script back and leaves the
 * bundle out. A build without its `takeover.json` is off too.
 */
function storefront_widgets_enabled() {
	$enabled = ! ( defined( 'STOREFRONT_WIDGETS_DISABLED' ) && STOREFRONT_WIDGETS_DISABLED )
		&& storefront_widgets_settings()['enabled']
		&& null !== storefront_widgets_takeover_map();
	return (bool) apply_filters( 'storefront_widgets_enabled', $enabled );
}

/**
 * Whether the bundle takes over one plugin's scripts (a key of storefront_widgets_plugins()): off in the
 * settings screen, or by `storefront_widgets_plugin_enabled` (`$on`, `$slug`), the plugin's own scripts stay in
 * charge and the widgets that replace them stand down.
 *
 * @param string $slug The plugin.
 */
function storefront_widgets_plugin_enabled( $slug ) {
	$on = ! in_array( $slug, storefront_widgets_settings()['off'], true );
	return (bool) apply_filters( 'storefront_widgets_plugin_enabled', $on, $slug );
}
