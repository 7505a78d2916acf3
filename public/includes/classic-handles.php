<?php
/**
 * The classic script handles the bundle replaces, per plugin, from each plugin's source.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The classic handles the bundle replaces, from each plugin's source, with the globals WordPress keeps
 * printing for them. `plugin` names the plugin (storefront_widgets_plugins()); `src` is the script's path
 * under the plugins (or themes) directory, so a release that renames the handle is still found by its file;
 * `since`/`below` limit an entry to the releases that print it. `keep` lists dependencies that stay even
 * though the handle's own code is gone (they are not there for that code: gtag.js is the transport the
 * analytics widget sends through). `companions` are scripts the plugin enqueues directly for that handle's
 * code alone; they go too unless a kept script needs them. `whole_for_dependents`: a kept script that depends on
 * the handle calls into its code, so wherever one is on the page the handle is not taken over there (its widgets
 * stand down on that page). Which widgets replace a handle's behaviour is each
 * widget's own declaration (storefront_widgets_handle_widgets()).
 *
 * @return array<string, array{plugin: string, globals: string[], src?: string, since?: string, below?: string, keep?: string[], companions?: string[], whole_for_dependents?: bool}>
 */
function storefront_widgets_classic_handles() {
	return array(
		// WooCommerce (class-wc-frontend-scripts.php, OrderAttributionController.php). `woocommerce`
		// (woocommerce.js), `wc-country-select` and `wc-address-i18n` are `whole_for_dependents`: the classic
		// checkout's wc-checkout (kept: payment gateways hook into its jQuery events) calls into their code, so on
		// a page with a kept script that depends on one of them it stays whole there; selectWoo is enqueued on the
		// cart, checkout and account pages for country-select.js alone.
		'woocommerce'                              => array( 'plugin' => 'woocommerce', 'globals' => array( 'woocommerce_params' ), 'whole_for_dependents' => true ),
		'wc-country-select'                        => array(
			'plugin'               => 'woocommerce',
			'globals'              => array( 'wc_country_select_params' ),
			'whole_for_dependents' => true,
			'companions'           => array( 'selectWoo' ),
		),
		'wc-address-i18n'                          => array( 'plugin' => 'woocommerce', 'globals' => array( 'wc_address_i18n_params' ), 'whole_for_dependents' => true ),
		'wc-add-to-cart'                           => array( 'plugin' => 'woocommerce', 'globals' => array( 'wc_add_to_cart_params' ) ),
		// add-to-cart-variation.js (deps jquery, wp-util, jquery-blockui): a swatches plugin's script that depends on
		// it calls jQuery.fn.wc_variation_form, so where one is on the page it stays whole.
		'wc-add-to-cart-variation'                 => array( 'plugin' => 'woocommerce', 'globals' => array( 'wc_add_to_cart_variation_params' ), 'whole_for_dependents' => true ),
		// single-product.js (deps jquery): the tabs, the review form's stars and the gallery. WooCommerce enqueues the
		// gallery's libraries for it alone, per the theme's declared support (flexslider, zoom, photoswipe and its UI;
		// 10.x registers them as wc-flexslider, wc-zoom, wc-photoswipe, wc-photoswipe-ui-default with the old names as
		// aliases). A script that depends on it calls into its jQuery gallery, so where one is on the page it stays whole.
		'wc-single-product'                        => array(
			'plugin'               => 'woocommerce',
			'globals'              => array( 'wc_single_product_params' ),
			'whole_for_dependents' => true,
			'companions'           => array( 'flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default', 'wc-flexslider', 'wc-zoom', 'wc-photoswipe', 'wc-photoswipe-ui-default' ),
		),
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
