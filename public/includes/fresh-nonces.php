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
 * The same answer carries the visitor's own values (`visitor`) that plugins print into a page per visitor: a
 * page a cache filled for someone else shows that person's, so the widgets that show or send them ask here.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The nonces the page's widgets send, minted now for the current visitor.
 *
 * @param int $post_id The page's post (the bundle sends it), for the nonces a plugin mints per product.
 * @return array{globals: array<string, array<string, string>>, markup: array<string, array<string, string>>}
 */
function storefront_widgets_fresh_nonces( $post_id = 0 ) {
	$points  = wp_create_nonce( 'wps-wpr-verify-nonce' );
	$uploads = wp_create_nonce( 'cr-upload-images-frontend' );
	$signup  = wp_create_nonce( 'awp_signup_nonce' );
	$coupons = array(
		'apply_coupon_nonce'  => wp_create_nonce( 'apply-coupon' ),
		'remove_coupon_nonce' => wp_create_nonce( 'remove-coupon' ),
	);
	$nonces  = array(
		'globals' => array(
			// WP Swings Points and Rewards: the cart and checkout box, its campaign modal and the block cart.
			'wps_wpr'                  => array( 'wps_wpr_nonce' => $points ),
			'wps_wpr_campaign_obj'     => array( 'wps_wpr_nonce' => $points ),
			'wps_wpr_cart_block_obj'   => array( 'wps_wpr_nonce' => $points ),
			// Wawp: the OTP login and the signup.
			'awpOtpAjax'               => array( 'nonce' => wp_create_nonce( 'awp_otp_nonce' ) ),
			'AWP_Signup_Params'        => array( 'nonce' => $signup ),
			// WordPress's REST API (X-WP-Nonce) and WooCommerce's Store API (the Nonce header).
			'wpApiSettings'            => array( 'nonce' => wp_create_nonce( 'wp_rest' ) ),
			'wcBlocksMiddlewareConfig' => array( 'storeApiNonce' => wp_create_nonce( 'wc_store_api' ) ),
			// WooCommerce's classic cart and checkout, and Astra Pro's mini-cart quantity.
			'wc_cart_params'           => $coupons + array( 'update_shipping_method_nonce' => wp_create_nonce( 'update-shipping-method' ) ),
			'wc_checkout_params'       => $coupons + array( 'update_order_review_nonce' => wp_create_nonce( 'update-order-review' ) ),
			'astra'                    => array( 'single_product_qty_ajax_nonce' => wp_create_nonce( 'single_product_qty_ajax_nonce' ) ),
		),
		'markup'  => array(
			// Customer Reviews prints its nonces on its blocks: the Q&A block's and the uploads' are not per product.
			'#cr_qna'                               => array( 'data-nonce' => wp_create_nonce( 'cr_qna' ) ),
			'.cr-review-form-wrap'                  => array( 'data-nonce' => $uploads ),
			'#cr_review_image'                      => array( 'data-nonce' => $uploads ),
			// Wawp's signup prints its nonce in the two forms as well as in AWP_Signup_Params.
			'input[name="awp_signup_nonce_field"]' => array( 'value' => $signup ),
			'input[name="awp_otp_nonce_field"]'    => array( 'value' => $signup ),
			// WooCommerce's shipping calculator on the classic cart (wp_nonce_field in cart/shipping-calculator.php).
			'#woocommerce-shipping-calculator-nonce' => array( 'value' => wp_create_nonce( 'woocommerce-shipping-calculator' ) ),
		),
	);
	if ( $post_id > 0 && 'product' === get_post_type( $post_id ) ) {
		// Customer Reviews' list and filter nonces, checked when a shop turns its cr_reviews_check_nonce filter on.
		$nonces['markup']['#comments.cr-reviews-ajax-comments'] = array( 'data-nonce' => wp_create_nonce( 'cr_product_reviews_' . $post_id ) );
		$nonces['markup']['.cr-summaryBox-ajax']                = array( 'data-nonce' => wp_create_nonce( 'cr_product_reviews_filter_' . $post_id ) );
	}
	/**
	 * The fresh nonces the bundle may ask for: add a plugin's own (`globals`: global => field => nonce,
	 * `markup`: selector => attribute => nonce).
	 *
	 * @param array $nonces  The nonces by where the page printed them.
	 * @param int   $post_id The page's post, 0 when it named none.
	 */
	return apply_filters( 'storefront_widgets_fresh_nonces', $nonces, $post_id );
}

/**
 * The current visitor's own values, as the plugins that print them compute them for this request: logged in or
 * not, the user's id, WP Swings Points and Rewards' balance (`wps_user_current_points`: the user meta
 * `wps_wpr_points` as an integer, 0 when empty or for a guest) and the name and e-mail Customer Reviews puts in its
 * Q&A form (templates/qna-tab.php: first and last name joined, '' when both are empty; the account's e-mail).
 * Only the current user's own values: nothing here takes a user id from the request.
 *
 * @return array{loggedIn: bool, userId: int, points: int, name: string, email: string}
 */
function storefront_widgets_visitor() {
	$user_id = get_current_user_id();
	$visitor = array(
		'loggedIn' => $user_id > 0,
		'userId'   => $user_id,
		'points'   => 0,
		'name'     => '',
		'email'    => '',
	);
	if ( $user_id <= 0 ) {
		return $visitor;
	}
	$points = get_user_meta( $user_id, 'wps_wpr_points', true );
	$user   = wp_get_current_user();
	$name   = $user->user_firstname . ' ' . $user->user_lastname;
	// the widgets write these as text (never as markup): tags and line breaks go, as WordPress's text fields
	$visitor['points'] = empty( $points ) ? 0 : max( 0, (int) $points );
	$visitor['name']   = '' === trim( $name ) ? '' : sanitize_text_field( $name );
	$visitor['email']  = sanitize_email( $user->user_email );
	return $visitor;
}

/**
 * What the plugins print at the page hooks the bundle names, for the current customer: the parts a plugin prints
 * for customers only (WP Swings' cart points box, at `woocommerce_cart_actions`), for a page a cache printed for
 * a guest (the bundle asks only when the logged-in hint says so: logged-in-hint.php). Only the hooks listed here
 * run, only for a logged-in visitor; the bundle takes from the output only the part it came for, through its
 * sanitizer.
 *
 * @param string[] $requested The hooks the page asked for.
 * @return array<string, string> Each hook's output, by its name.
 */
function storefront_widgets_session_hooks( $requested ) {
	if ( ! is_user_logged_in() ) {
		return array();
	}
	/**
	 * The hooks whose output the bundle may ask for on a cached page: add one a plugin prints customers' parts at.
	 *
	 * @param string[] $hooks Hook names.
	 */
	$allowed = (array) apply_filters( 'storefront_widgets_session_hooks', array( 'woocommerce_cart_actions' ) );
	$output  = array();
	foreach ( array_intersect( $allowed, $requested ) as $hook ) {
		ob_start();
		do_action( $hook );
		$output[ $hook ] = (string) ob_get_clean();
	}
	return $output;
}

/**
 * The admin-ajax action `storefront_widgets_nonces`: the fresh nonces and the visitor's own values, uncached. It
 * changes nothing, so it asks for no nonce itself (a refused page has none that would pass).
 */
function storefront_widgets_send_fresh_nonces() {
	nocache_headers();
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- this action hands out nonces: it can check none.
	$post_id = isset( $_POST['post'] ) ? absint( wp_unslash( $_POST['post'] ) ) : 0;
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- as above; the names are checked against a list.
	$hooks  = isset( $_POST['hooks'] ) && is_array( $_POST['hooks'] ) ? array_map( 'sanitize_key', array_filter( wp_unslash( $_POST['hooks'] ), 'is_string' ) ) : array();
	$answer = storefront_widgets_fresh_nonces( $post_id ) + array( 'visitor' => storefront_widgets_visitor() );
	if ( $hooks ) {
		$answer['hooks'] = (object) storefront_widgets_session_hooks( $hooks );
	}
	wp_send_json_success( $answer );
}

add_action( 'wp_ajax_storefront_widgets_nonces', 'storefront_widgets_send_fresh_nonces' );
add_action( 'wp_ajax_nopriv_storefront_widgets_nonces', 'storefront_widgets_send_fresh_nonces' );
