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
	function wp_create_nonce( $action ) {
		// the visitor's nonce for the action, as WordPress mints it now
		return 'fresh:' . $action;
	}
	function absint( $maybeint ) {
		// as wp-includes/load.php
		return abs( (int) $maybeint );
	}
	function wp_unslash( $value ) {
		return is_string( $value ) ? stripslashes( $value ) : $value;
	}
	function get_post_type( $post_id ) {
		// post 42 is a product, 7 a page
		return 42 === $post_id ? 'product' : ( 7 === $post_id ? 'page' : false );
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
	if ( 0 === strpos( $case, 'post-' ) ) {
		$_POST['post'] = substr( $case, 5 );
	}
	// through the plugin file, which loads it (the build copies public/ into dist/ as is)
	require dirname( __DIR__, 2 ) . '/public/storefront-widgets.php';
	do_action( 'logged-in' === $case ? 'wp_ajax_storefront_widgets_nonces' : 'wp_ajax_nopriv_storefront_widgets_nonces' );
	echo json_encode( array( 'calls' => $GLOBALS['sw_calls'] ) );
}

function sw_case( $case ) {
	$out  = shell_exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __FILE__ ) . ' --case=' . $case . ' 2>&1' );
	$json = json_decode( (string) $out, true );
	if ( ! is_array( $json ) ) {
		echo "case $case printed: $out\n";
		exit( 1 );
	}
	return $json;
}

$sw_passed = 0;
$sw_failed = 0;
function sw_check( $name, $ok, $detail = '' ) {
	global $sw_passed, $sw_failed;
	if ( $ok ) {
		++$sw_passed;
		echo "  ✓ $name\n";
	} else {
		++$sw_failed;
		echo "  ✗ $name\n    $detail\n";
	}
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

foreach ( array( 'guest', 'logged-in' ) as $who ) {
	$out = sw_case( $who );
	sw_check(
		"$who: every nonce the widgets send, by the global and field (or element and attribute) the page printed",
		isset( $out['response'] ) && array( 'success' => true, 'data' => $expected ) === $out['response'],
		json_encode( $out )
	);
	sw_check(
		"$who: answered uncached (nocache_headers before the answer), for guests and logged-in visitors alike",
		isset( $out['calls'], $out['hooked'] ) && array( 'nocache_headers', 'wp_send_json_success' ) === $out['calls']
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

$out     = sw_case( 'post-42' );
$product = $expected;
$product['markup']['#comments.cr-reviews-ajax-comments'] = array( 'data-nonce' => 'fresh:cr_product_reviews_42' );
$product['markup']['.cr-summaryBox-ajax']                = array( 'data-nonce' => 'fresh:cr_product_reviews_filter_42' );
sw_check(
	'a product page: Customer Reviews\' list and filter nonces for that product as well',
	isset( $out['response'] ) && array( 'success' => true, 'data' => $product ) === $out['response'],
	json_encode( $out )
);
$out = sw_case( 'post-7' );
sw_check(
	'a page that is not a product: no per-product nonces',
	isset( $out['response'] ) && array( 'success' => true, 'data' => $expected ) === $out['response'],
	json_encode( $out )
);

$out = sw_case( 'filtered' );
sw_check(
	'storefront_widgets_fresh_nonces adds a plugin\'s own nonce',
	isset( $out['response']['data']['globals']['myPlugin'] ) && array( 'nonce' => 'fresh:my_action' ) === $out['response']['data']['globals']['myPlugin']
		&& isset( $out['response']['data']['globals']['wps_wpr'] ),
	json_encode( $out )
);

echo "\n$sw_passed passed, $sw_failed failed\n";
exit( $sw_failed ? 1 : 0 );
