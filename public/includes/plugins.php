<?php
/**
 * The plugins the bundle replaces, their declared releases and the releases installed.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The plugins whose classic scripts the bundle replaces (`name` as the plugin calls itself), how the installed
 * release is found and the releases the bundle is declared for (`since` inclusive, `below` exclusive; none declared: every release). The
 * version comes from the active plugin's own header (a file in `folder` under the plugins directory; the
 * plugins' version constants are not always the release: Wawp 3.0.15 defines WWO_VERSION 3.0.4, WebToffee
 * 4.6.2 defines WF_PKLIST_VERSION 4.6.3), from the active theme for Astra, else from `constant`.
 *
 * @return array<string, array{name: string, folder?: string, theme?: string, constant?: string, since?: string, below?: string}>
 */
function storefront_widgets_plugins() {
	return array(
		// WooCommerce 8.0 to 11.x and Astra 4.x: the releases of the last two years, read in WooCommerce's
		// includes/class-wc-frontend-scripts.php (wc-add-to-cart, wc-cart, wc-cart-fragments and
		// wc-add-to-cart-variation keep their names throughout; 10.x renames only the bundled libraries, as
		// wc-jquery-blockui and wc-js-cookie with the old names as aliases) and Astra's
		// inc/core/class-astra-enqueue-scripts.php (4.0.2, 4.4.1 and 4.13).
		'woocommerce' => array( 'name' => 'WooCommerce', 'folder' => 'woocommerce', 'constant' => 'WC_VERSION', 'since' => '8.0', 'below' => '12' ),
		'astra'       => array( 'name' => 'Astra', 'theme' => 'astra', 'constant' => 'ASTRA_THEME_VERSION', 'since' => '4.0', 'below' => '5' ),
		'fibosearch'  => array( 'name' => 'FiboSearch', 'folder' => 'ajax-search-for-woocommerce', 'constant' => 'DGWT_WCAS_VERSION', 'since' => '1.29', 'below' => '2' ),
		'cusrev'      => array( 'name' => 'Customer Reviews for WooCommerce', 'folder' => 'customer-reviews-woocommerce', 'since' => '5.80', 'below' => '6' ),
		'points'      => array( 'name' => 'Points and Rewards for WooCommerce', 'folder' => 'points-and-rewards-for-woocommerce', 'since' => '2.5', 'below' => '3' ),
		'webtoffee'   => array( 'name' => 'WebToffee PDF Invoices', 'folder' => 'print-invoices-packing-slip-labels-for-woocommerce', 'since' => '4.6', 'below' => '5' ),
		'wawp'        => array( 'name' => 'Wawp', 'folder' => 'automation-web-platform', 'since' => '3.0', 'below' => '5' ),
		'analytics'   => array( 'name' => 'Google Analytics for WooCommerce', 'folder' => 'woocommerce-google-analytics-integration' ),
		// sticky containers since 2.8.0 (blocks-config/advanced-settings/class-uagb-block-positioning.php)
		'spectra'     => array( 'name' => 'Spectra', 'folder' => 'ultimate-addons-for-gutenberg', 'constant' => 'UAGB_VER', 'since' => '2.8', 'below' => '3' ),
	);
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
