<?php
/**
 * The take-over: each replaced handle keeps its registration and printed data, without its code.
 *
 * Each plugin attaches its settings (wp_localize_script) and inline code (wp_add_inline_script) to its own script
 * handle, so dequeuing a handle would also stop those globals from printing. WordPress prints a handle's data and
 * inline scripts even when the handle has no src (WP_Scripts::do_item prints them before its `if ( ! $src )`
 * alias branch), so each replaced handle stays registered and enqueued with src = false and without the
 * dependencies only its code needed: the settings print as before, the classic code never loads.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The classic handle entries that apply to the installed releases: none of a plugin whose release is outside
 * the declared range or that is switched off (its own scripts stay in charge), and each entry only on the releases that print it. A
 * plugin whose release cannot be told keeps every entry (matched by handle name and file, as before).
 *
 * @return array<string, array>
 */
function storefront_widgets_applicable_handles() {
	$installed = storefront_widgets_installed();
	$plugins   = storefront_widgets_plugins();
	$entries   = storefront_widgets_classic_handles();
	// Widgets that stand down because a plugin they replace runs an undeclared release or is switched off: a
	// script only they replace stays too, even from a declared plugin (WooCommerce's add-to-cart.js when Astra's
	// release is not declared), so the control keeps its own handler.
	$by_handle = storefront_widgets_handle_widgets();
	$down      = array();
	foreach ( $entries as $handle => $entry ) {
		$version = isset( $installed[ $entry['plugin'] ] ) ? (string) $installed[ $entry['plugin'] ] : null;
		if ( ! storefront_widgets_plugin_enabled( $entry['plugin'] ) || ! storefront_widgets_in_range( $version, isset( $plugins[ $entry['plugin'] ] ) ? $plugins[ $entry['plugin'] ] : array() ) ) {
			$down += array_fill_keys( isset( $by_handle[ $handle ] ) ? $by_handle[ $handle ] : array(), true );
		}
	}
	$out = array();
	foreach ( $entries as $handle => $entry ) {
		$version = isset( $installed[ $entry['plugin'] ] ) ? (string) $installed[ $entry['plugin'] ] : null;
		$plugin  = isset( $plugins[ $entry['plugin'] ] ) ? $plugins[ $entry['plugin'] ] : array();
		$widgets = isset( $by_handle[ $handle ] ) ? $by_handle[ $handle ] : array();
		if ( $widgets && ! array_diff_key( array_flip( $widgets ), $down ) ) {
			continue;
		}
		if ( storefront_widgets_plugin_enabled( $entry['plugin'] ) && storefront_widgets_in_range( $version, $plugin ) && storefront_widgets_in_range( $version, $entry ) ) {
			$out[ $handle ] = $entry;
		}
	}
	return $out;
}

/**
 * The handles taken over on this site: the entries for the installed releases, filtered
 * (`storefront_widgets_replaced_handles` receives the handle names; remove one to keep its classic script).
 *
 * @return string[]
 */
function storefront_widgets_replaced_handles() {
	$handles = apply_filters( 'storefront_widgets_replaced_handles', array_keys( storefront_widgets_applicable_handles() ) );
	return is_array( $handles ) ? array_values( array_filter( $handles, 'is_string' ) ) : array();
}

/**
 * The registered scripts to take over, each with its entry: the replaced handles by name, and any other
 * handle whose script is a replaced entry's file (a release that renamed the handle).
 *
 * @param WP_Scripts $scripts The registry.
 * @return array<string, array>
 */
function storefront_widgets_resolve_handles( $scripts ) {
	$entries = storefront_widgets_applicable_handles();
	$by_file = array();
	$out     = array();
	foreach ( storefront_widgets_replaced_handles() as $handle ) {
		if ( ! isset( $entries[ $handle ] ) ) {
			continue;
		}
		$out[ $handle ] = $entries[ $handle ] + array( 'key' => $handle );
		if ( isset( $entries[ $handle ]['src'] ) ) {
			$by_file[ $entries[ $handle ]['src'] ] = $out[ $handle ];
		}
	}
	foreach ( $scripts->registered as $handle => $item ) {
		if ( isset( $out[ $handle ] ) || ! is_string( $item->src ) || '' === $item->src ) {
			continue;
		}
		$path = wp_parse_url( $item->src, PHP_URL_PATH );
		foreach ( $by_file as $file => $entry ) {
			if ( is_string( $path ) && ( '/plugins/' . $file === substr( $path, -strlen( '/plugins/' . $file ) ) || '/themes/' . $file === substr( $path, -strlen( '/themes/' . $file ) ) ) ) {
				$out[ $handle ] = $entry;
			}
		}
	}
	return $out;
}

/**
 * Every handle a kept (not replaced) enqueued script needs, directly or through other handles.
 *
 * @param WP_Scripts $scripts  The registry.
 * @param string[]   $gone     Replaced handles and their companions.
 * @param array      $original Replaced handles' dependencies as their plugins registered them.
 * @return array<string, true>
 */
function storefront_widgets_needed_by_kept( $scripts, $gone, $original ) {
	$needed = array();
	$stack  = array();
	foreach ( $scripts->queue as $handle ) {
		if ( ! in_array( $handle, $gone, true ) ) {
			$stack[] = $handle;
		}
	}
	while ( $stack ) {
		$handle = array_pop( $stack );
		if ( isset( $needed[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$needed[ $handle ] = true;
		foreach ( isset( $original[ $handle ] ) ? $original[ $handle ] : $scripts->registered[ $handle ]->deps as $dep ) {
			$stack[] = $dep;
		}
	}
	return $needed;
}

/**
 * The dependencies a plugin registered a handle with, from what the take-over kept of it.
 *
 * @param array{deps: string[], src: string|false} $original The handle's registration.
 * @return string[]
 */
function storefront_widgets_deps_of( $original ) {
	return $original['deps'];
}

/**
 * The `whole_for_dependents` handles a kept script on this page depends on (directly or through other handles):
 * they are not taken over here. A handle kept whole may make another needed (wc-address-i18n needs
 * wc-country-select), so the set grows until it holds.
 *
 * @param WP_Scripts           $scripts  The registry.
 * @param array<string, array> $classic  The handles to take over, with their entries.
 * @param array<string, array> $original Their dependencies as their plugins registered them.
 * @return array<string, true>
 */
function storefront_widgets_kept_whole( $scripts, $classic, $original ) {
	$whole = array();
	do {
		$before     = count( $whole );
		$replaced   = array_keys( array_diff_key( $classic, $whole ) );
		$companions = array();
		foreach ( $replaced as $handle ) {
			if ( isset( $classic[ $handle ]['companions'] ) ) {
				$companions = array_merge( $companions, $classic[ $handle ]['companions'] );
			}
		}
		$needed = storefront_widgets_needed_by_kept( $scripts, array_merge( $replaced, $companions ), $original );
		foreach ( $replaced as $handle ) {
			if ( ! empty( $classic[ $handle ]['whole_for_dependents'] ) && isset( $needed[ $handle ] ) ) {
				$whole[ $handle ] = true;
			}
		}
	} while ( count( $whole ) > $before );
	return $whole;
}

/**
 * The take-over: runs late on wp_enqueue_scripts and again before the head and footer scripts print (for
 * handles registered or enqueued later, e.g. by a shortcode). A replaced handle keeps its registration, its
 * queue place, its data and its inline scripts; its src becomes false and it drops the dependencies its code
 * needed (other replaced handles and `keep` stay). A replaced handle that a kept script depends on keeps its
 * dependencies too, so that script still gets what it came with (each pass starts from the dependencies the
 * plugin registered, so a kept script enqueued later still finds them).
 */
function storefront_widgets_take_over() {
	static $original = array();
	if ( is_admin() || ! storefront_widgets_enabled() ) {
		return;
	}
	$scripts = wp_scripts();
	$classic = storefront_widgets_resolve_handles( $scripts );
	foreach ( array_keys( $classic ) as $handle ) {
		if ( isset( $scripts->registered[ $handle ] ) && ! isset( $original[ $handle ] ) ) {
			$original[ $handle ] = array(
				'deps' => $scripts->registered[ $handle ]->deps,
				'src'  => $scripts->registered[ $handle ]->src,
			);
		}
	}
	$whole    = storefront_widgets_kept_whole( $scripts, $classic, array_map( 'storefront_widgets_deps_of', $original ) );
	$classic  = array_diff_key( $classic, $whole );
	$replaced = array_keys( $classic );
	storefront_widgets_report( array_intersect_key( $classic, $scripts->registered ), array_keys( $whole ) );
	foreach ( array_keys( $whole ) as $handle ) {
		if ( isset( $scripts->registered[ $handle ], $original[ $handle ] ) ) {
			$scripts->registered[ $handle ]->src  = $original[ $handle ]['src'];
			$scripts->registered[ $handle ]->deps = $original[ $handle ]['deps'];
		}
	}
	$deps       = array_map( 'storefront_widgets_deps_of', $original );
	$companions = array();
	foreach ( $replaced as $handle ) {
		if ( isset( $classic[ $handle ]['companions'] ) ) {
			$companions = array_merge( $companions, $classic[ $handle ]['companions'] );
		}
	}
	$needed = storefront_widgets_needed_by_kept( $scripts, array_merge( $replaced, $companions ), $deps );
	foreach ( $companions as $handle ) {
		if ( ! isset( $needed[ $handle ] ) && in_array( $handle, $scripts->queue, true ) ) {
			wp_dequeue_script( $handle );
		}
	}
	foreach ( $replaced as $handle ) {
		if ( ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$item       = $scripts->registered[ $handle ];
		$item->src  = false;
		$item->deps = $deps[ $handle ];
		if ( isset( $needed[ $handle ] ) ) {
			// Printed already (in the head) without them: a kept script enqueued since still gets them.
			if ( in_array( $handle, $scripts->done, true ) ) {
				foreach ( array_diff( $item->deps, $replaced, $scripts->done ) as $dep ) {
					wp_enqueue_script( $dep );
				}
			}
			continue;
		}
		$keep       = isset( $classic[ $handle ]['keep'] ) ? $classic[ $handle ]['keep'] : array();
		$item->deps = array_values(
			array_filter(
				$deps[ $handle ],
				function ( $dep ) use ( $replaced, $keep ) {
					return in_array( $dep, $replaced, true ) || in_array( $dep, $keep, true );
				}
			)
		);
	}
}

add_action( 'wp_enqueue_scripts', 'storefront_widgets_take_over', PHP_INT_MAX );
add_action( 'wp_print_scripts', 'storefront_widgets_take_over', PHP_INT_MAX );
add_action( 'wp_print_footer_scripts', 'storefront_widgets_take_over', 1 );
