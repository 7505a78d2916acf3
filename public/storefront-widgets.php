<?php
/**
 * Plugin Name:          Storefront Widgets
 * Description:          One script that replaces the shop's jQuery front ends (cart, search, reviews, points, documents, phone, OTP login, attribution, page elements) with React widgets mounted on the markup the PHP already prints.
 * Version:              0.1.0
 * Requires at least:    6.0
 * Requires PHP:         7.4
 * Requires Plugins:     woocommerce
 * WC requires at least: 8.0
 * WC tested up to:      11.0
 * Text Domain:          storefront-widgets
 * Domain Path:          /languages
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 *
 * This file loads one file per concern from includes/. A theme may `require` it from functions.php instead of
 * activating it as a plugin; a second copy loaded beside an active one does nothing.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'STOREFRONT_WIDGETS_FILE' ) ) {
	define( 'STOREFRONT_WIDGETS_FILE', __FILE__ );
	define( 'STOREFRONT_WIDGETS_DIR', __DIR__ );

	foreach (
		array(
			'plugins',         // the replaced plugins, their declared and installed releases
			'classic-handles', // their script handles
			'takeover-map',    // the build's widget => handles map
			'switch',          // the bundle's and each plugin's switch
			'takeover',        // the take-over of the classic handles
			'report',          // what the page is told: taken over, standing down
			'product-gallery', // the gallery's classes and PhotoSwipe's assets where the bundle runs it
			'assets',          // the module, the head capture script
			'first-paint',     // first-paint jobs printed with their markup
			'optimizers',      // script optimizers told to leave the bundle alone
			'copy-protection', // WP Content Copy Protection's head scripts
			'share-image',     // Spectra's share block image
			'fresh-nonces',    // the uncached nonces action
			'logged-in-hint',  // the cookie that says a cached guest page is read by a customer
			'visitor-copy',    // the visitor's own copy of a cached page, never cached
			'compatibility',   // WooCommerce feature declarations
			'status',          // WooCommerce → Status and Site Health
			'settings',        // the settings screen
			'translations',    // the text domain, the bundle's site translation
		) as $storefront_widgets_include
	) {
		require_once __DIR__ . '/includes/' . $storefront_widgets_include . '.php';
	}
	unset( $storefront_widgets_include );
}
