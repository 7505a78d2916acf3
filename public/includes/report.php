<?php
/**
 * What the page is told: the handles taken over, and the widgets that stand down and why.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * What the bundle is told: per plugin, its release (null when it cannot be told), whether the bundle is
 * declared for it, whether it is switched on, and the handles taken over on this page, by the names
 * storefront_widgets_classic_handles() gives them (a handle found by its file is told as the entry it replaces). Kept across the take-over passes.
 *
 * @param array<string, array>|null $taken   Handles taken over in this pass, with their entries.
 * @param string[]                  $untaken Handles a pass kept whole after all (a kept script enqueued since needs them).
 * @return array<string, array{version: string|null, supported: bool, handles: string[], enabled: bool}>
 */
function storefront_widgets_report( $taken = null, $untaken = array() ) {
	static $handles = array();
	foreach ( $handles as $plugin => $list ) {
		$handles[ $plugin ] = array_diff_key( $list, array_flip( $untaken ) );
	}
	if ( null !== $taken ) {
		foreach ( $taken as $handle => $entry ) {
			$handles[ $entry['plugin'] ][ isset( $entry['key'] ) ? $entry['key'] : $handle ] = true;
		}
	}
	$plugins = storefront_widgets_plugins();
	$out     = array();
	foreach ( storefront_widgets_installed() as $slug => $version ) {
		$list = isset( $handles[ $slug ] ) ? array_keys( $handles[ $slug ] ) : array();
		if ( null === $version && ! $list ) {
			continue;
		}
		$out[ $slug ] = array(
			'version'   => null === $version ? null : (string) $version,
			'supported' => storefront_widgets_in_range( null === $version ? null : (string) $version, isset( $plugins[ $slug ] ) ? $plugins[ $slug ] : array() ),
			'handles'   => $list,
			'enabled'   => storefront_widgets_plugin_enabled( $slug ),
		);
	}
	return $out;
}

/**
 * Each widget that replaces classic handles, with those handles and their plugins.
 *
 * @return array<string, array<string, string>> widget => handle => plugin
 */
function storefront_widgets_widget_handles() {
	$widgets   = array();
	$by_handle = storefront_widgets_handle_widgets();
	foreach ( storefront_widgets_classic_handles() as $handle => $entry ) {
		foreach ( isset( $by_handle[ $handle ] ) ? $by_handle[ $handle ] : array() as $widget ) {
			$widgets[ $widget ][ $handle ] = $entry['plugin'];
		}
	}
	return $widgets;
}

/**
 * The widgets that stand down on every page of this site, each with the reason: a plugin it replaces is
 * switched off (storefront_widgets_plugin_enabled()) or runs a release the bundle is not declared for, or none of
 * its handles is one that plugin's release prints (a widget for other releases' markup).
 *
 * @return array<string, string>
 */
function storefront_widgets_site_stand_down() {
	$applicable = storefront_widgets_applicable_handles();
	$installed  = storefront_widgets_installed();
	$plugins    = storefront_widgets_plugins();
	$out        = array();
	foreach ( storefront_widgets_widget_handles() as $widget => $handles ) {
		foreach ( array_unique( $handles ) as $plugin ) {
			$version = isset( $installed[ $plugin ] ) ? (string) $installed[ $plugin ] : null;
			if ( ! storefront_widgets_plugin_enabled( $plugin ) ) {
				$out[ $widget ] = "$plugin is switched off in the settings";
				continue 2;
			}
			if ( ! storefront_widgets_in_range( $version, isset( $plugins[ $plugin ] ) ? $plugins[ $plugin ] : array() ) ) {
				$out[ $widget ] = "$plugin $version is not a release this bundle is declared for";
				continue 2;
			}
		}
		if ( ! array_intersect_key( $handles, $applicable ) ) {
			$plugin         = reset( $handles );
			$release        = isset( $installed[ $plugin ] ) ? $installed[ $plugin ] : 'unknown release';
			$out[ $widget ] = "$plugin $release: " . implode( ', ', array_keys( $handles ) ) . ' not taken over';
		}
	}
	return $out;
}

/**
 * Stand down, never double up: the widgets that must not run on this page, each with the reason, for the
 * console. Those of the whole site (storefront_widgets_site_stand_down()), and a widget one of whose handles is
 * on this page and was not taken over (a filter kept it, or another plugin registered that name): the plugin's
 * own script stays in charge, never two handlers on one control.
 *
 * @param array<string, array{version: string|null, supported: bool, handles: string[]}> $report storefront_widgets_report().
 * @return array<string, string>
 */
function storefront_widgets_stand_down( $report ) {
	$scripts = wp_scripts();
	$out     = storefront_widgets_site_stand_down();
	foreach ( array_diff_key( storefront_widgets_widget_handles(), $out ) as $widget => $handles ) {
		foreach ( $handles as $handle => $plugin ) {
			$taken   = isset( $report[ $plugin ] ) && in_array( $handle, $report[ $plugin ]['handles'], true );
			if ( ! $taken && storefront_widgets_on_page( $scripts, $handle ) ) {
				$out[ $widget ] = "$handle is on this page and was not taken over";
				break;
			}
		}
	}
	return $out;
}

/**
 * Whether a handle prints on this page: printed already, enqueued, or a dependency (at any depth) of an enqueued
 * handle (wc-country-select comes with wc-checkout and is in neither list before the footer prints).
 *
 * @param WP_Scripts $scripts The registry.
 * @param string     $handle  The handle.
 * @return bool
 */
function storefront_widgets_on_page( $scripts, $handle ) {
	return in_array( $handle, $scripts->done, true ) || isset( storefront_widgets_needed_by_kept( $scripts, array(), array() )[ $handle ] );
}

/**
 * Printed before the footer scripts: `storefrontWidgetsTakeOver` (per plugin, the release found, whether the
 * bundle is declared for it, the handles taken over on this page) for theme developers, and
 * `storefrontWidgetsStandDown` (the widgets that leave their plugin's own script in charge here, with why),
 * which the entry reads before it scans.
 */
function storefront_widgets_print_report() {
	if ( is_admin() || ! storefront_widgets_enabled() ) {
		return;
	}
	$report = storefront_widgets_report();
	echo '<script id="storefront-widgets-takeover-js">var storefrontWidgetsTakeOver = ' . wp_json_encode( (object) $report ) . '; var storefrontWidgetsStandDown = ' . wp_json_encode( (object) storefront_widgets_stand_down( $report ) ) . ";</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON of our own data
}

add_action( 'wp_print_footer_scripts', 'storefront_widgets_print_report', 2 );
