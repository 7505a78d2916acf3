<?php
/**
 * Plugin Name:       Storefront Widgets
 * Description:       One script that replaces the shop's jQuery front ends (cart, search, reviews, points, documents, phone, OTP login, attribution, page elements) with React widgets mounted on the markup the PHP already prints.
 * Version:           0.1.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Text Domain:       storefront-widgets
 * License:           GPL-2.0-or-later
 *
 * What this file does: it enqueues dist/storefront.js as an ES module and takes over the classic scripts the
 * bundle replaces. Each plugin attaches its settings (wp_localize_script) and inline code (wp_add_inline_script)
 * to its own script handle, so dequeuing a handle would also stop those globals from printing. WordPress prints a
 * handle's data and inline scripts even when the handle has no src (WP_Scripts::do_item prints them before its
 * `if ( ! $src )` alias branch), so each replaced handle stays registered and enqueued with src = false and
 * without the dependencies only its code needed: the settings print as before, the classic code never loads.
 * A theme may `require` this file from functions.php instead of activating it as a plugin.
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/fresh-nonces.php';

if ( ! function_exists( 'storefront_widgets_enabled' ) ) :

	/**
	 * The switch: `define( 'STOREFRONT_WIDGETS_DISABLED', true );` in wp-config.php, or
	 * `add_filter( 'storefront_widgets_enabled', '__return_false' )`, brings every classic script back and
	 * leaves the bundle out. A build without its `takeover.json` is off too.
	 */
	function storefront_widgets_enabled() {
		$enabled = ! ( defined( 'STOREFRONT_WIDGETS_DISABLED' ) && STOREFRONT_WIDGETS_DISABLED )
			&& null !== storefront_widgets_takeover_map();
		return (bool) apply_filters( 'storefront_widgets_enabled', $enabled );
	}

	/**
	 * The plugins whose classic scripts the bundle replaces, how the installed release is found and the releases
	 * the bundle is declared for (`since` inclusive, `below` exclusive; none declared: every release). The
	 * version comes from the active plugin's own header (a file in `folder` under the plugins directory; the
	 * plugins' version constants are not always the release: Wawp 3.0.15 defines WWO_VERSION 3.0.4, WebToffee
	 * 4.6.2 defines WF_PKLIST_VERSION 4.6.3), from the active theme for Astra, else from `constant`.
	 *
	 * @return array<string, array{folder?: string, theme?: string, constant?: string, since?: string, below?: string}>
	 */
	function storefront_widgets_plugins() {
		return array(
			// WooCommerce 8.0 to 11.x and Astra 4.x: the releases of the last two years, read in WooCommerce's
			// includes/class-wc-frontend-scripts.php (wc-add-to-cart, wc-cart, wc-cart-fragments and the kept
			// wc-add-to-cart-variation keep their names throughout; 10.x renames only the bundled libraries, as
			// wc-jquery-blockui and wc-js-cookie with the old names as aliases) and Astra's
			// inc/core/class-astra-enqueue-scripts.php (4.0.2, 4.4.1 and 4.13).
			'woocommerce' => array( 'folder' => 'woocommerce', 'constant' => 'WC_VERSION', 'since' => '8.0', 'below' => '12' ),
			'astra'       => array( 'theme' => 'astra', 'constant' => 'ASTRA_THEME_VERSION', 'since' => '4.0', 'below' => '5' ),
			'fibosearch'  => array( 'folder' => 'ajax-search-for-woocommerce', 'constant' => 'DGWT_WCAS_VERSION', 'since' => '1.29', 'below' => '2' ),
			'cusrev'      => array( 'folder' => 'customer-reviews-woocommerce', 'since' => '5.80', 'below' => '6' ),
			'points'      => array( 'folder' => 'points-and-rewards-for-woocommerce', 'since' => '2.5', 'below' => '3' ),
			'webtoffee'   => array( 'folder' => 'print-invoices-packing-slip-labels-for-woocommerce', 'since' => '4.6', 'below' => '5' ),
			'wawp'        => array( 'folder' => 'automation-web-platform', 'since' => '3.0', 'below' => '5' ),
			'analytics'   => array( 'folder' => 'woocommerce-google-analytics-integration' ),
			// sticky containers since 2.8.0 (blocks-config/advanced-settings/class-uagb-block-positioning.php)
			'spectra'     => array( 'folder' => 'ultimate-addons-for-gutenberg', 'constant' => 'UAGB_VER', 'since' => '2.8', 'below' => '3' ),
		);
	}

	/**
	 * The classic handles the bundle replaces, from each plugin's source, with the globals WordPress keeps
	 * printing for them. `plugin` names the plugin (storefront_widgets_plugins()); `src` is the script's path
	 * under the plugins (or themes) directory, so a release that renames the handle is still found by its file;
	 * `since`/`below` limit an entry to the releases that print it. `keep` lists dependencies that stay even
	 * though the handle's own code is gone (they are not there for that code: gtag.js is the transport the
	 * analytics widget sends through). `companions` are scripts the plugin enqueues directly for that handle's
	 * code alone; they go too unless a kept script needs them. Which widgets replace a handle's behaviour is each
	 * widget's own declaration (storefront_widgets_handle_widgets()).
	 *
	 * @return array<string, array{plugin: string, globals: string[], src?: string, since?: string, below?: string, keep?: string[], companions?: string[]}>
	 */
	function storefront_widgets_classic_handles() {
		return array(
			// WooCommerce (class-wc-frontend-scripts.php, OrderAttributionController.php). `woocommerce`
			// (woocommerce.js) stays: the bundle does not replace its sort-order submit, quantity minimum and
			// field-description toggles, and wc-checkout (kept) needs it.
			'wc-add-to-cart'                           => array( 'plugin' => 'woocommerce', 'globals' => array( 'wc_add_to_cart_params' ) ),
			'wc-cart-fragments'                        => array( 'plugin' => 'woocommerce', 'globals' => array( 'wc_cart_fragments_params' ) ),
			'wc-cart'                                  => array( 'plugin' => 'woocommerce', 'globals' => array( 'wc_cart_params' ) ),
			// src/Internal/Orders/OrderAttributionController.php, @since 8.5.0.
			'wc-order-attribution'                     => array( 'plugin' => 'woocommerce', 'since' => '8.5', 'globals' => array( 'wc_order_attribution' ) ),
			'sourcebuster-js'                          => array( 'plugin' => 'woocommerce', 'since' => '8.5', 'globals' => array() ),
			// Astra 4.x (inc/core/class-astra-enqueue-scripts.php theme_assets()): astra-theme-js, astra-mobile-cart
			// (a header cart) and astra-add-to-cart-quantity-btn (the plus/minus option) in 4.0.2 already;
			// astra-shop-add-to-cart (a shop add-to-cart action other than default) and astra-live-search (the
			// header search's live search) are not in 4.0.2 and are in 4.4.1: a release without them registers
			// nothing for them to take over.
			'astra-theme-js'                           => array( 'plugin' => 'astra', 'globals' => array( 'astra' ) ),
			'astra-mobile-cart'                        => array( 'plugin' => 'astra', 'globals' => array( 'astra_cart' ) ),
			'astra-add-to-cart-quantity-btn'           => array( 'plugin' => 'astra', 'globals' => array( 'astra_qty_btn' ) ),
			'astra-shop-add-to-cart'                   => array( 'plugin' => 'astra', 'globals' => array( 'astra_shop_add_to_cart' ) ),
			'astra-live-search'                        => array( 'plugin' => 'astra', 'globals' => array( 'astra_search' ) ),
			// FiboSearch (includes/Scripts.php).
			'jquery-dgwt-wcas'                         => array( 'plugin' => 'fibosearch', 'globals' => array( 'dgwt_wcas' ) ),
			// Customer Reviews for WooCommerce (class-cr-reviews.php, blocks/).
			'cr-frontend-js'                           => array( 'plugin' => 'cusrev', 'globals' => array( 'cr_ajax_object' ) ),
			'cr-colcade'                               => array( 'plugin' => 'cusrev', 'globals' => array() ),
			'cr-reviews-slider'                        => array( 'plugin' => 'cusrev', 'globals' => array() ),
			// Points and Rewards for WooCommerce (public/class-points-rewards-for-woocommerce-public.php).
			'points-and-rewards-for-woocommerce'       => array( 'plugin' => 'points', 'globals' => array( 'wps_wpr', 'points_tab_layout_obj', 'wps_wpr_campaign_obj' ) ),
			// WebToffee PDF Invoices 4.6.1 to 4.9.0 (public/class-wf-woocommerce-packing-list-public.php): the handle
			// is WF_PKLIST_PLUGIN_NAME . '_public'; the main file defines that name as the plugin's folder, the
			// class falls back to `wf-woocommerce-packing-list` when it is not defined. One file either way.
			'print-invoices-packing-slip-labels-for-woocommerce_public' => array(
				'plugin'  => 'webtoffee',
				'src'     => 'print-invoices-packing-slip-labels-for-woocommerce/public/js/wf-woocommerce-packing-list-public.js',
				'globals' => array( 'wf_pklist_params_public' ),
			),
			'wf-woocommerce-packing-list_public'       => array(
				'plugin'  => 'webtoffee',
				'src'     => 'print-invoices-packing-slip-labels-for-woocommerce/public/js/wf-woocommerce-packing-list-public.js',
				'globals' => array( 'wf_pklist_params_public' ),
			),
			// Wawp 4.x (includes/class-awp-otp-login.php, class-awp-signup.php, class-awp-countrycode.php).
			'awp-otp-frontend-scripts'                 => array( 'plugin' => 'wawp', 'since' => '4', 'globals' => array( 'awpOtpAjax', 'awpOtpL10n' ) ),
			'awp-signup-script'                        => array(
				'plugin'     => 'wawp',
				'since'      => '4',
				'globals'    => array( 'AWP_Signup_Params', 'AWP_Signup_L10n' ),
				// e-mail domain suggestions; the signup widget has its own.
				'companions' => array( 'jquery-ui-autocomplete' ),
			),
			'wawp-country-code-script'                 => array( 'plugin' => 'wawp', 'since' => '4', 'globals' => array( 'wooIntlTelSettings', 'awpTelInputStrings' ) ),
			'intl-tel-input-js'                        => array( 'plugin' => 'wawp', 'since' => '4', 'globals' => array() ),
			'intl-tel-input-utils-js'                  => array( 'plugin' => 'wawp', 'since' => '4', 'globals' => array() ),
			// Wawp 3.x (class-awp-countrycode.php): the country-code selector, its intl-tel-input 23 copy and its
			// settings. Its login and register scripts (class-login.php `custom-my-account`, `awp-login`;
			// class-register.php `awp-register`) drive WooCommerce's own login form with OTP rows the bundle has no
			// widget for: they stay in charge.
			'intlTelInput'                             => array(
				'plugin'  => 'wawp',
				'below'   => '4',
				'src'     => 'automation-web-platform/assets/js/resources/intlTelInput.min.js',
				'globals' => array(),
			),
			'woocommerce-iti'                          => array(
				'plugin'  => 'wawp',
				'below'   => '4',
				'src'     => 'automation-web-platform/assets/js/woocommerce-iti.js',
				'globals' => array( 'woocommerceITISettings', 'awpTranslations' ),
			),
			// Spectra (classes/class-uagb-block-module.php, a sticky container's static dependency): the sticky
			// containers' script. Its page script's `UAGBBlockPositioning.init()` calls reach the bundle's stand-in.
			// The per-page script of every Spectra block (`uag-script-<post id>` or inline) stays.
			'uagb-block-positioning-js'                => array(
				'plugin'  => 'spectra',
				'src'     => 'ultimate-addons-for-gutenberg/assets/js/spectra-block-positioning.min.js',
				'globals' => array(),
			),
			// Google Analytics for WooCommerce 2.x (includes/class-wc-google-gtag-js.php): the tracker. Its gtag
			// setup (…-gtag) and event data (…-data, `ga4w`) are separate handles and print as they are.
			'woocommerce-google-analytics-integration' => array(
				'plugin'  => 'analytics',
				'globals' => array(),
				'keep'    => array( 'google-tag-manager' ),
			),
		);
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
			$file = __DIR__ . '/takeover.json';
			$json = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
			$map  = is_array( $json ) ? $json : null;
		}
		return $map;
	}

	/**
	 * The installed release of each plugin in storefront_widgets_plugins(), or null when it cannot be told (not
	 * active, or loaded from elsewhere). `storefront_widgets_installed` filters the list: a site that loads a
	 * plugin as a must-use plugin or from its theme says its version there.
	 *
	 * @return array<string, string|null>
	 */
	function storefront_widgets_installed() {
		static $cached = null;
		if ( null !== $cached ) {
			return $cached;
		}
		$active = (array) get_option( 'active_plugins', array() );
		if ( is_multisite() ) {
			$active = array_merge( $active, array_keys( (array) get_site_option( 'active_sitewide_plugins', array() ) ) );
		}
		$found = array();
		foreach ( storefront_widgets_plugins() as $slug => $plugin ) {
			$version = null;
			if ( isset( $plugin['folder'] ) ) {
				foreach ( $active as $file ) {
					if ( is_string( $file ) && 0 === strpos( $file, $plugin['folder'] . '/' ) && is_readable( WP_PLUGIN_DIR . '/' . $file ) ) {
						$data = get_file_data( WP_PLUGIN_DIR . '/' . $file, array( 'Version' => 'Version' ) );
						if ( '' !== $data['Version'] ) {
							$version = $data['Version'];
						}
					}
				}
			}
			if ( null === $version && isset( $plugin['theme'] ) && get_template() === $plugin['theme'] ) {
				$theme   = wp_get_theme( get_template() );
				$version = $theme->exists() && '' !== (string) $theme->get( 'Version' ) ? (string) $theme->get( 'Version' ) : null;
			}
			if ( null === $version && isset( $plugin['constant'] ) && defined( $plugin['constant'] ) ) {
				$version = (string) constant( $plugin['constant'] );
			}
			$found[ $slug ] = $version;
		}
		$filtered = apply_filters( 'storefront_widgets_installed', $found );
		$cached   = is_array( $filtered ) ? $filtered : $found;
		return $cached;
	}

	/** Whether a release is inside a `since`/`below` range (an unknown release is inside every range). */
	function storefront_widgets_in_range( $version, $range ) {
		if ( null === $version ) {
			return true;
		}
		if ( isset( $range['since'] ) && version_compare( $version, $range['since'], '<' ) ) {
			return false;
		}
		return ! ( isset( $range['below'] ) && version_compare( $version, $range['below'], '>=' ) );
	}

	/**
	 * The classic handle entries that apply to the installed releases: none of a plugin whose release is outside
	 * the declared range (its own scripts stay in charge), and each entry only on the releases that print it. A
	 * plugin whose release cannot be told keeps every entry (matched by handle name and file, as before).
	 *
	 * @return array<string, array>
	 */
	function storefront_widgets_applicable_handles() {
		$installed = storefront_widgets_installed();
		$plugins   = storefront_widgets_plugins();
		$entries   = storefront_widgets_classic_handles();
		// Widgets that stand down because a plugin they replace runs an undeclared release: a script only they
		// replace stays too, even from a declared plugin (WooCommerce's add-to-cart.js when Astra's release is not
		// declared), so the control keeps its own handler.
		$by_handle = storefront_widgets_handle_widgets();
		$down      = array();
		foreach ( $entries as $handle => $entry ) {
			$version = isset( $installed[ $entry['plugin'] ] ) ? (string) $installed[ $entry['plugin'] ] : null;
			if ( ! storefront_widgets_in_range( $version, isset( $plugins[ $entry['plugin'] ] ) ? $plugins[ $entry['plugin'] ] : array() ) ) {
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
			if ( storefront_widgets_in_range( $version, $plugin ) && storefront_widgets_in_range( $version, $entry ) ) {
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
	 * What the bundle is told: per plugin, its release (null when it cannot be told), whether the bundle is
	 * declared for it, and the handles taken over on this page, by the names the table above gives them (a handle
	 * found by its file is told as the entry it replaces). Kept across the take-over passes.
	 *
	 * @param array<string, array>|null $taken Handles taken over in this pass, with their entries.
	 * @return array<string, array{version: string|null, supported: bool, handles: string[]}>
	 */
	function storefront_widgets_report( $taken = null ) {
		static $handles = array();
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
			);
		}
		return $out;
	}

	/**
	 * Stand down, never double up: the widgets (`widgets` in the table above) that must not run on this page, each
	 * with the reason, for the console. A widget stands down when a plugin it replaces runs a release the bundle is
	 * not declared for, when none of its handles is one that plugin's release prints (a widget for other releases'
	 * markup), or when one of its handles is on this page and was not taken over (a filter kept it, or another
	 * plugin registered that name): the plugin's own script stays in charge, never two handlers on one control.
	 *
	 * @param array<string, array{version: string|null, supported: bool, handles: string[]}> $report storefront_widgets_report().
	 * @return array<string, string>
	 */
	function storefront_widgets_stand_down( $report ) {
		$applicable = storefront_widgets_applicable_handles();
		$scripts    = wp_scripts();
		$widgets    = array();
		$by_handle  = storefront_widgets_handle_widgets();
		foreach ( storefront_widgets_classic_handles() as $handle => $entry ) {
			foreach ( isset( $by_handle[ $handle ] ) ? $by_handle[ $handle ] : array() as $widget ) {
				$widgets[ $widget ][ $handle ] = $entry['plugin'];
			}
		}
		$out = array();
		foreach ( $widgets as $widget => $handles ) {
			foreach ( array_unique( $handles ) as $plugin ) {
				if ( isset( $report[ $plugin ] ) && ! $report[ $plugin ]['supported'] ) {
					$out[ $widget ] = "$plugin {$report[ $plugin ]['version']} is not a release this bundle is declared for";
					continue 2;
				}
			}
			if ( ! array_intersect_key( $handles, $applicable ) ) {
				$plugin         = reset( $handles );
				$release        = isset( $report[ $plugin ]['version'] ) ? $report[ $plugin ]['version'] : 'unknown release';
				$out[ $widget ] = "$plugin $release: " . implode( ', ', array_keys( $handles ) ) . ' not taken over';
				continue;
			}
			foreach ( $handles as $handle => $plugin ) {
				$taken  = isset( $report[ $plugin ] ) && in_array( $handle, $report[ $plugin ]['handles'], true );
				$on_page = in_array( $handle, $scripts->queue, true ) || in_array( $handle, $scripts->done, true );
				if ( $on_page && ! $taken ) {
					$out[ $widget ] = "$handle is on this page and was not taken over";
					continue 2;
				}
			}
		}
		return $out;
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
		$scripts  = wp_scripts();
		$classic  = storefront_widgets_resolve_handles( $scripts );
		$replaced = array_keys( $classic );
		storefront_widgets_report( array_intersect_key( $classic, $scripts->registered ) );
		foreach ( $replaced as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) && ! isset( $original[ $handle ] ) ) {
				$original[ $handle ] = $scripts->registered[ $handle ]->deps;
			}
		}
		$companions = array();
		foreach ( $replaced as $handle ) {
			if ( isset( $classic[ $handle ]['companions'] ) ) {
				$companions = array_merge( $companions, $classic[ $handle ]['companions'] );
			}
		}
		$needed = storefront_widgets_needed_by_kept( $scripts, array_merge( $replaced, $companions ), $original );
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
			$item->deps = $original[ $handle ];
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
					$original[ $handle ],
					function ( $dep ) use ( $replaced, $keep ) {
						return in_array( $dep, $replaced, true ) || in_array( $dep, $keep, true );
					}
				)
			);
		}
	}

	/**
	 * WP Content Copy Protection (wp-content-copy-protector 3.5.x) enqueues no script: its globals and its
	 * document handlers are two inline scripts printed in wp_head, each only where its own conditions hold (the
	 * page type's option, admins unless `exclude_admin_from_protection` is No): `wccp_main_settings` (keys,
	 * selection, double click, long touch) and `right_click_premium_settings` (context menu, drag); and it
	 * enqueues jQuery on every page for nothing. The content-protection widget does the same job, so those are
	 * unhooked, and the plugin's own printers are run once here, their output discarded, to tell which of them
	 * this page gets. The globals the widget reads are printed instead. Its CSS (printed or not by its own CSS
	 * options), the `unselectable` / `none` body class and the footer message box (`#wpcp-error-message`,
	 * `show_wpcp_message`) stay as the plugin prints them. A page builder's preview, where the plugin hooks
	 * nothing, is left alone.
	 */
	function storefront_widgets_take_over_copy_protection() {
		if ( is_admin() || ! storefront_widgets_enabled() || ! function_exists( 'wccp_main_settings' ) || ! has_action( 'wp_head', 'wccp_main_settings' ) ) {
			return;
		}
		$GLOBALS['storefront_widgets_copy_protection'] = array(
			'selection'  => storefront_widgets_prints( 'wccp_main_settings' ),
			'rightClick' => storefront_widgets_prints( 'right_click_premium_settings' ),
		);
		remove_action( 'wp_head', 'wccp_main_settings' );
		remove_action( 'wp_head', 'right_click_premium_settings' );
		remove_action( 'wp_enqueue_scripts', 'wccp_free_enqueue_front_end_scripts' );
		add_action( 'wp_head', 'storefront_widgets_print_copy_protection_globals' );
	}

	/** Whether one of the plugin's head printers prints anything on this page (its output is not kept). */
	function storefront_widgets_prints( $printer ) {
		if ( ! function_exists( $printer ) ) {
			return false;
		}
		ob_start();
		call_user_func( $printer );
		return '' !== trim( (string) ob_get_clean() );
	}

	/**
	 * The copy protector's three globals, with its own texts (the image and menu texts are fixed English strings in
	 * its script; `smessage` is its `wccp_settings` option), and which of its scripts this page gets, with its `img`
	 * option. The widget shows the plugin's English defaults in the site's language and a shop's own text as is.
	 */
	function storefront_widgets_print_copy_protection_globals() {
		global $wccp_settings;
		$settings = is_array( $wccp_settings ) ? $wccp_settings : array();
		$message  = isset( $settings['smessage'] ) ? (string) $settings['smessage'] : '';
		$scope    = isset( $GLOBALS['storefront_widgets_copy_protection'] ) ? $GLOBALS['storefront_widgets_copy_protection'] : array();
		printf(
			"<script id=\"storefront-widgets-copy-protection\">\nvar image_save_msg = %s;\nvar no_menu_msg = %s;\nvar smessage = %s;\nvar storefrontWidgetsCopyProtection = %s;\n</script>\n",
			wp_json_encode( 'You are not allowed to save images!' ),
			wp_json_encode( 'Context Menu disabled!' ),
			wp_json_encode( $message ),
			wp_json_encode(
				array(
					'selection'  => ! empty( $scope['selection'] ),
					'rightClick' => ! empty( $scope['rightClick'] ),
					'img'        => isset( $settings['img'] ) && 'checked' === $settings['img'],
				)
			)
		);
	}

	/**
	 * Spectra (ultimate-addons-for-gutenberg 2.x) prints its social share block's script inside the page's one
	 * script holding every Spectra block's code (inline `uagb-script-frontend-<post id>` in wp_footer, or the
	 * per-page file `uag-script-<post id>`): it cannot be dequeued without the other blocks. The social-share
	 * widget stops the block's events before that script sees them, and needs the one thing the script has
	 * written into it: the page's featured image (large size, as frontend.js.php reads it) for Pinterest links.
	 * Printed before Spectra's own footer script (priority 1000); without it the widget leaves the block to Spectra.
	 */
	function storefront_widgets_print_share_image() {
		if ( is_admin() || ! storefront_widgets_enabled() || ! defined( 'UAGB_VER' ) || ! is_singular() ) {
			return;
		}
		$post_id = get_queried_object_id();
		if ( ! has_block( 'uagb/social-share', $post_id ) ) {
			return;
		}
		$image = '';
		if ( has_post_thumbnail( $post_id ) ) {
			$data  = wp_get_attachment_image_src( get_post_thumbnail_id( $post_id ), 'large', true );
			$image = is_array( $data ) ? esc_url( strval( current( $data ) ) ) : '';
		}
		printf(
			"<script id=\"storefront-widgets-share-image\">var storefrontWidgetsShareImage = %s;</script>\n",
			wp_json_encode( $image ) // phpcs:ignore WordPress.Security.EscapeOutput -- JSON of an esc_url() value
		);
	}

	/** The build's version: a hash of storefront.js, so each build gets a new URL (cache busting). */
	function storefront_widgets_version() {
		static $version = null;
		if ( null === $version ) {
			$hash    = is_readable( __DIR__ . '/storefront.js' ) ? md5_file( __DIR__ . '/storefront.js' ) : false;
			$version = $hash ? substr( $hash, 0, 12 ) : '0.1.0';
		}
		return $version;
	}

	/**
	 * The URL of a file beside this one: under the theme when a theme `require`s this file from its own folder,
	 * under the plugin otherwise (any folder name, sub-directory sites too).
	 */
	function storefront_widgets_url( $file ) {
		$dir = wp_normalize_path( __DIR__ );
		foreach ( array( array( get_stylesheet_directory(), get_stylesheet_directory_uri() ), array( get_template_directory(), get_template_directory_uri() ) ) as $theme ) {
			$root = untrailingslashit( wp_normalize_path( $theme[0] ) );
			if ( '' !== $root && 0 === strpos( $dir . '/', $root . '/' ) ) {
				return untrailingslashit( $theme[1] ) . substr( $dir, strlen( $root ) ) . '/' . $file;
			}
		}
		return plugins_url( $file, __FILE__ );
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
		if ( is_admin() || ! storefront_widgets_enabled() || ! is_readable( __DIR__ . '/head-capture.js' ) ) {
			return;
		}
		$js = trim( (string) file_get_contents( __DIR__ . '/head-capture.js' ) );
		if ( '' !== $js ) {
			echo '<script id="storefront-widgets-head-js">' . str_replace( '</', '<\/', $js ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- our own built script
		}
	}

	add_action( 'wp', 'storefront_widgets_take_over_copy_protection' );
	add_action( 'wp_head', 'storefront_widgets_print_head_capture', 1 );
	add_action( 'wp_footer', 'storefront_widgets_print_share_image', 999 );
	add_action( 'wp_enqueue_scripts', 'storefront_widgets_enqueue', 20 );
	add_action( 'wp_enqueue_scripts', 'storefront_widgets_take_over', PHP_INT_MAX );
	add_action( 'wp_print_scripts', 'storefront_widgets_take_over', PHP_INT_MAX );
	add_action( 'wp_print_footer_scripts', 'storefront_widgets_take_over', 1 );
	add_action( 'wp_print_footer_scripts', 'storefront_widgets_print_report', 2 );
	add_filter( 'script_loader_tag', 'storefront_widgets_module_tag', 10, 2 );

endif;
