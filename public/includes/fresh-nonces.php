<?php
/**
 * Fresh nonces on demand, for pages a full-page cache or a CDN keeps for longer than a nonce lives.
 *
 * A cached page carries the nonces WordPress minted when it was cached; once they are two ticks old (a day by
 * default) each plugin refuses the calls that send them. The bundle then asks this action, which is never cached,
 * once for the current visitor's nonces, writes them where the page printed the old ones and sends the refused
 * call again. The answer is keyed by the settings global and field (or the element and attribute) that the page
 * printed, so the bundle replaces exactly those.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The nonces the page's widgets send, minted now for the current visitor.
 *
 * @return array{globals: array<string, array<string, string>>, markup: array<string, array<string, string>>}
 */
function storefront_widgets_fresh_nonces() {
	$points = wp_create_nonce( 'wps-wpr-verify-nonce' );
	$nonces = array(
		'globals' => array(
			// WP Swings Points and Rewards: the cart and checkout box, its campaign modal and the block cart.
			'wps_wpr'                  => array( 'wps_wpr_nonce' => $points ),
			'wps_wpr_campaign_obj'     => array( 'wps_wpr_nonce' => $points ),
			'wps_wpr_cart_block_obj'   => array( 'wps_wpr_nonce' => $points ),
			// Wawp: the OTP login and the signup.
			'awpOtpAjax'               => array( 'nonce' => wp_create_nonce( 'awp_otp_nonce' ) ),
			'AWP_Signup_Params'        => array( 'nonce' => wp_create_nonce( 'awp_signup_nonce' ) ),
			// WordPress's REST API (X-WP-Nonce) and WooCommerce's Store API (the Nonce header).
			'wpApiSettings'            => array( 'nonce' => wp_create_nonce( 'wp_rest' ) ),
			'wcBlocksMiddlewareConfig' => array( 'storeApiNonce' => wp_create_nonce( 'wc_store_api' ) ),
		),
		'markup'  => array(
			// Customer Reviews prints its nonces on its blocks: the Q&A block's is not per product.
			'#cr_qna' => array( 'data-nonce' => wp_create_nonce( 'cr_qna' ) ),
		),
	);
	/**
	 * The fresh nonces the bundle may ask for: add a plugin's own (`globals`: global => field => nonce,
	 * `markup`: selector => attribute => nonce).
	 *
	 * @param array $nonces The nonces by where the page printed them.
	 */
	return apply_filters( 'storefront_widgets_fresh_nonces', $nonces );
}

/**
 * The admin-ajax action `storefront_widgets_nonces`: the fresh nonces, uncached. It changes nothing, so it
 * asks for no nonce itself (a refused page has none that would pass).
 */
function storefront_widgets_send_fresh_nonces() {
	nocache_headers();
	wp_send_json_success( storefront_widgets_fresh_nonces() );
}

add_action( 'wp_ajax_storefront_widgets_nonces', 'storefront_widgets_send_fresh_nonces' );
add_action( 'wp_ajax_nopriv_storefront_widgets_nonces', 'storefront_widgets_send_fresh_nonces' );
