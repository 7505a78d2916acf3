<?php
/**
 * A user's cart as the stand-in WooCommerce saved it (the persistent cart in user meta,
 * fixtures/wordpress/mu-plugins/sw-classic/woocommerce-cart.php), for the cart tests: prints
 * {"<product id>": <quantity>} as JSON. With a JSON {"<product id>": <quantity>} argument it first saves that
 * cart, and drops the notices waiting for the user, as a fresh session would have none.
 *   php saved-cart.php <config-name> <host:port> <user-login> ['{"21":2,"22":1}']
 */

require __DIR__ . '/cli-site.php';
sw_cli_site( $argv, '<config-name> <host:port> <user-login>' );
require '/usr/share/wordpress/wp-load.php';

$user = get_user_by( 'login', $argv[3] );
if ( ! $user ) {
	fwrite( STDERR, "no user {$argv[3]}\n" );
	exit( 1 );
}
if ( isset( $argv[4] ) ) {
	$wanted = json_decode( $argv[4], true );
	if ( ! is_array( $wanted ) ) {
		fwrite( STDERR, "not a JSON object: {$argv[4]}\n" );
		exit( 2 );
	}
	$lines = array();
	foreach ( $wanted as $product_id => $quantity ) {
		$line                  = sw_wc_cart_line( (int) $product_id, (int) $quantity );
		$lines[ $line['key'] ] = $line;
	}
	sw_wc_cart_save( $lines, $user->ID );
	delete_user_meta( $user->ID, '_sw_wc_notices' );
}
$saved = array();
foreach ( sw_wc_cart( $user->ID ) as $line ) {
	$saved[ (string) $line['product_id'] ] = $line['quantity'];
}
echo wp_json_encode( (object) $saved );
