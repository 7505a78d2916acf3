<?php
/**
 * PHP-level test of public/includes/fresh-nonces.php (loaded through the plugin file), run with php-cli (npm run test:wordpress), beside
 * WordPress's own hook API (wp-includes/plugin.php from Debian's package) and recording stand-ins for the
 * functions the file calls. Each case runs in its own php process.
 *   php tools/wordpress/fresh-nonces.test.php
 */

if ( isset( $argv[1] ) && 0 === strpos( $argv[1], '--case=' ) ) {
	sw_run_case( substr( $argv[1], 7 ) );
	exit( 0 );
}

/** One case: load the file, run the action as admin-ajax runs it, print what it sent as JSON. */
function sw_run_case( $case ) {
	define( 'ABSPATH', '/usr/share/wordpress/' );
	require ABSPATH . 'wp-includes/plugin.php';
	$GLOBALS['sw_calls'] = array();
	$GLOBALS['sw_case']  = $case;
	function wp_create_nonce( $action ) {
		// the visitor's nonce for the action, as WordPress mints it now
		return 'fresh:' . $action;
	}
	function absint( $maybeint ) {
		// as wp-includes/load.php
		return abs( (int) $maybeint );
	}
	function wp_unslash( $value ) {
		// as wp-includes/formatting.php: arrays deeply
		return is_array( $value ) ? array_map( 'wp_unslash', $value ) : ( is_string( $value ) ? stripslashes( $value ) : $value );
	}
	function sanitize_key( $key ) {
		// as wp-includes/formatting.php
		return preg_replace( '/[^a-z0-9_\-]/', '', strtolower( $key ) );
	}
	function is_user_logged_in() {
		return $GLOBALS['sw_user'] > 0;
	}
	function get_post_type( $post_id ) {
		// post 42 is a product, 7 a page
		return 42 === $post_id ? 'product' : ( 7 === $post_id ? 'page' : false );
	}
	// the visitor: a guest, or user 7 (user 8's meta is there too: never read for user 7)
	$GLOBALS['sw_user'] = 'guest' === $case || 0 === strpos( $case, 'post-' ) || 'filtered' === $case || 'guest-hooks' === $case ? 0 : 7;
	$GLOBALS['sw_meta'] = array(
		7 => array( 'wps_wpr_points' => 'no-points' === $case ? '' : '1250' ),
		8 => array( 'wps_wpr_points' => '20' ),
	);
	function get_current_user_id() {
		return $GLOBALS['sw_user'];
	}
	function get_user_meta( $user_id, $key, $single ) {
		$GLOBALS['sw_calls'][] = "get_user_meta:$user_id:$key:" . ( $single ? 'single' : 'all' );
		return isset( $GLOBALS['sw_meta'][ $user_id ][ $key ] ) ? $GLOBALS['sw_meta'][ $user_id ][ $key ] : '';
	}
	function wp_get_current_user() {
		$names = 'tagged-name' === $GLOBALS['sw_case']
			? array( '<b>أحمد</b>', "حسن\n" )
			: ( 'no-name' === $GLOBALS['sw_case'] ? array( '', '' ) : array( 'أحمد', 'حسن' ) );
		return (object) array(
			'ID'             => $GLOBALS['sw_user'],
			'user_firstname' => $GLOBALS['sw_user'] ? $names[0] : '',
			'user_lastname'  => $GLOBALS['sw_user'] ? $names[1] : '',
			'user_email'     => $GLOBALS['sw_user'] ? 'ahmed.hassan@example.com' : '',
		);
	}
	function sanitize_text_field( $str ) {
		// as wp-includes/formatting.php for these inputs: tags stripped, line breaks and outer spaces gone
		return trim( preg_replace( '/[\r\n\t ]+/', ' ', strip_tags( $str ) ) );
	}
	function sanitize_email( $email ) {
		return filter_var( $email, FILTER_VALIDATE_EMAIL ) ? $email : '';
	}
	function nocache_headers() {
		$GLOBALS['sw_calls'][] = 'nocache_headers';
	}
	function wp_send_json_success( $data ) {
		$GLOBALS['sw_calls'][] = 'wp_send_json_success';
		echo json_encode(
			array(
				'calls'    => $GLOBALS['sw_calls'],
				'response' => array( 'success' => true, 'data' => $data ),
				'hooked'   => array(
					'priv'   => has_action( 'wp_ajax_storefront_widgets_nonces' ),
					'nopriv' => has_action( 'wp_ajax_nopriv_storefront_widgets_nonces' ),
				),
			)
		);
		exit( 0 );
	}
	if ( 'filtered' === $case ) {
		add_filter(
			'storefront_widgets_fresh_nonces',
			function ( $nonces ) {
				$nonces['globals']['myPlugin'] = array( 'nonce' => wp_create_nonce( 'my_action' ) );
				return $nonces;
			}
		);
	}
	if ( 'hooks' === $case || 'guest-hooks' === $case ) {
		// WP Swings' cart box and another plugin's output at the cart's actions; a hook not on the list
		add_action(
			'woocommerce_cart_actions',
			function () {
				echo '<div class="wps_wpr_apply_custom_points">' . (int) get_current_user_id() . '</div>';
			}
		);
		add_action(
			'woocommerce_cart_actions',
			function () {
				echo '<a class="other-plugin">…</a>';
			}
		);
		add_action(
			'wp_footer',
			function () {
				echo 'never run';
			}
		);
		$_POST['hooks'] = array( 'WooCommerce_Cart_Actions', 'wp_footer', array( 'nested' ), 'shutdown' );
	}
	if ( 0 === strpos( $case, 'post-' ) ) {
		$_POST['post'] = substr( $case, 5 );
	}
	// through the plugin file, which loads it (the build copies public/ into dist/ as is)
	require dirname( __DIR__, 2 ) . '/public/storefront-widgets.php';
	do_action( $GLOBALS['sw_user'] ? 'wp_ajax_storefront_widgets_nonces' : 'wp_ajax_nopriv_storefront_widgets_nonces' );
	echo json_encode( array( 'calls' => $GLOBALS['sw_calls'] ) );
}

require __DIR__ . '/php-checks.php';

function sw_case( $case ) {
	return sw_run_case_process( __FILE__, $case );
}

echo "public/includes/fresh-nonces.php\n";

$coupons  = array(
	'apply_coupon_nonce'  => 'fresh:apply-coupon',
	'remove_coupon_nonce' => 'fresh:remove-coupon',
);
$expected = array(
	'globals' => array(
		'wps_wpr'                  => array( 'wps_wpr_nonce' => 'fresh:wps-wpr-verify-nonce' ),
		'wps_wpr_campaign_obj'     => array( 'wps_wpr_nonce' => 'fresh:wps-wpr-verify-nonce' ),
		'wps_wpr_cart_block_obj'   => array( 'wps_wpr_nonce' => 'fresh:wps-wpr-verify-nonce' ),
		'awpOtpAjax'               => array( 'nonce' => 'fresh:awp_otp_nonce' ),
		'AWP_Signup_Params'        => array( 'nonce' => 'fresh:awp_signup_nonce' ),
		'wpApiSettings'            => array( 'nonce' => 'fresh:wp_rest' ),
		'wcBlocksMiddlewareConfig' => array( 'storeApiNonce' => 'fresh:wc_store_api' ),
		'wc_cart_params'           => $coupons + array( 'update_shipping_method_nonce' => 'fresh:update-shipping-method' ),
		'wc_checkout_params'       => $coupons + array( 'update_order_review_nonce' => 'fresh:update-order-review' ),
		'astra'                    => array( 'single_product_qty_ajax_nonce' => 'fresh:single_product_qty_ajax_nonce' ),
	),
	'markup'  => array(
		'#cr_qna'                               => array( 'data-nonce' => 'fresh:cr_qna' ),
		'.cr-review-form-wrap'                  => array( 'data-nonce' => 'fresh:cr-upload-images-frontend' ),
		'#cr_review_image'                      => array( 'data-nonce' => 'fresh:cr-upload-images-frontend' ),
		'input[name="awp_signup_nonce_field"]' => array( 'value' => 'fresh:awp_signup_nonce' ),
		'input[name="awp_otp_nonce_field"]'    => array( 'value' => 'fresh:awp_signup_nonce' ),
		'#woocommerce-shipping-calculator-nonce' => array( 'value' => 'fresh:woocommerce-shipping-calculator' ),
	),
);

$guest    = array(
	'loggedIn' => false,
	'userId'   => 0,
	'points'   => 0,
	'name'     => '',
	'email'    => '',
);
$customer = array(
	'loggedIn' => true,
	'userId'   => 7,
	'points'   => 1250,
	'name'     => 'أحمد حسن',
	'email'    => 'ahmed.hassan@example.com',
);
$answers  = array(
	'guest'     => array( $guest, array( 'nocache_headers', 'wp_send_json_success' ) ),
	'logged-in' => array( $customer, array( 'nocache_headers', 'get_user_meta:7:wps_wpr_points:single', 'wp_send_json_success' ) ),
);
foreach ( $answers as $who => list( $visitor, $calls ) ) {
	$out = sw_case( $who );
	sw_check(
		"$who: every nonce the widgets send, by the global and field (or element and attribute) the page printed",
		isset( $out['response']['data'] ) && true === $out['response']['success']
			&& array( 'globals' => $expected['globals'], 'markup' => $expected['markup'] ) === array_intersect_key( $out['response']['data'], $expected ),
		json_encode( $out )
	);
	sw_check(
		"$who: the visitor's own values (logged in, id, WP Swings' balance, the Q&A form's name and e-mail)",
		isset( $out['response']['data']['visitor'] ) && $visitor === $out['response']['data']['visitor'],
		json_encode( $out )
	);
	sw_check(
		"$who: answered uncached (nocache_headers before the answer), for guests and logged-in visitors alike; only the visitor's own meta read",
		isset( $out['calls'], $out['hooked'] ) && $calls === $out['calls']
			&& false !== $out['hooked']['priv'] && false !== $out['hooked']['nopriv'],
		json_encode( $out )
	);
}

$out = sw_case( 'guest' );
sw_check(
	'the classic cart\'s shipping calculator: its nonce by the hidden field\'s id, minted for woocommerce-shipping-calculator',
	isset( $out['response']['data']['markup']['#woocommerce-shipping-calculator-nonce'] )
		&& array( 'value' => 'fresh:woocommerce-shipping-calculator' ) === $out['response']['data']['markup']['#woocommerce-shipping-calculator-nonce'],
	json_encode( $out )
);
$out = sw_case( 'no-points' );
sw_check(
	'a customer without the points meta: 0, as WP Swings prints it',
	isset( $out['response']['data']['visitor'] ) && 0 === $out['response']['data']['visitor']['points'] && true === $out['response']['data']['visitor']['loggedIn'],
	json_encode( $out )
);
$out = sw_case( 'no-name' );
sw_check(
	'a customer without a first or last name: the Q&A form\'s empty name',
	isset( $out['response']['data']['visitor'] ) && '' === $out['response']['data']['visitor']['name'],
	json_encode( $out )
);
$out = sw_case( 'tagged-name' );
sw_check(
	'a name with markup and a line break: sent as plain text',
	isset( $out['response']['data']['visitor'] ) && 'أحمد حسن' === $out['response']['data']['visitor']['name'],
	json_encode( $out )
);

$out     = sw_case( 'post-42' );
$product = $expected;
$product['markup']['#comments.cr-reviews-ajax-comments'] = array( 'data-nonce' => 'fresh:cr_product_reviews_42' );
$product['markup']['.cr-summaryBox-ajax']                = array( 'data-nonce' => 'fresh:cr_product_reviews_filter_42' );
sw_check(
	'a product page: Customer Reviews\' list and filter nonces for that product as well',
	isset( $out['response'] ) && array( 'success' => true, 'data' => $product + array( 'visitor' => $guest ) ) === $out['response'],
	json_encode( $out )
);
$out = sw_case( 'post-7' );
sw_check(
	'a page that is not a product: no per-product nonces',
	isset( $out['response'] ) && array( 'success' => true, 'data' => $expected + array( 'visitor' => $guest ) ) === $out['response'],
	json_encode( $out )
);

$out = sw_case( 'hooks' );
sw_check(
	'a customer: the output at the listed hook the page asked for, whole (the bundle takes its part); hooks not on the list not run',
	isset( $out['response']['data']['hooks'] )
		&& array( 'woocommerce_cart_actions' => '<div class="wps_wpr_apply_custom_points">7</div><a class="other-plugin">…</a>' ) === $out['response']['data']['hooks'],
	json_encode( $out )
);
$out = sw_case( 'guest-hooks' );
sw_check(
	'a guest: no hook runs (the parts asked for are customers\' only)',
	isset( $out['response']['data'] ) && array() === $out['response']['data']['hooks'],
	json_encode( $out )
);
$out = sw_case( 'logged-in' );
sw_check(
	'no hooks asked: no hooks in the answer',
	isset( $out['response']['data'] ) && ! array_key_exists( 'hooks', $out['response']['data'] ),
	json_encode( $out )
);

$out = sw_case( 'filtered' );
sw_check(
	'storefront_widgets_fresh_nonces adds a plugin\'s own nonce',
	isset( $out['response']['data']['globals']['myPlugin'] ) && array( 'nonce' => 'fresh:my_action' ) === $out['response']['data']['globals']['myPlugin']
		&& isset( $out['response']['data']['globals']['wps_wpr'] ),
	json_encode( $out )
);

sw_done();
