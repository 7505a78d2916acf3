<?php
/**
 * Installs one WordPress site from Debian's package without wp-cli: wp_install(), then activates the built
 * plugin (wp-content/plugins/storefront-widgets), switches to the test theme and creates the shop's pages.
 *   php install.php <config-name> <host:port>
 * The config name selects /etc/wordpress/config-<name>.php through Debian's wp-config.php.
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: php install.php <config-name> <host:port>\n" );
	exit( 2 );
}
$_SERVER['WORDPRESS_CONFIG'] = $argv[1];
$_SERVER['HTTP_HOST']        = $argv[2];
$_SERVER['REQUEST_URI']      = '/';
$_SERVER['SERVER_NAME']      = '127.0.0.1';
$_SERVER['SERVER_PORT']      = '80';
define( 'WP_INSTALLING', true );

/** Pluggable (wp-includes/pluggable.php): a test install e-mails nobody about itself. */
function wp_new_blog_notification() {
}

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$result = wp_install( 'متجر الاختبار', 'admin', 'admin@example.test', false, '', 'admin-password-for-tests' );
if ( empty( $result['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}

$activated = activate_plugin( 'storefront-widgets/storefront-widgets.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'activate_plugin: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
switch_theme( 'astra' );

// A customer with points (WP Swings keeps them in user meta `wps_wpr_points`).
$customer = wp_insert_user(
	array(
		'user_login' => 'customer',
		'user_pass'  => 'customer-password-for-tests',
		'user_email' => 'customer@example.test',
		'role'       => 'subscriber',
	)
);
if ( is_wp_error( $customer ) ) {
	fwrite( STDERR, 'wp_insert_user: ' . $customer->get_error_message() . "\n" );
	exit( 1 );
}
update_user_meta( $customer, 'wps_wpr_points', 1250 );

update_option( 'wccp_settings', array( 'smessage' => 'المحتوى محمي !!' ) );

$pages = array(
	'home'       => array( 'الرئيسية', '<p>مرحبًا بكم في متجرنا.</p>' ),
	'product'    => array( 'قهوة عربية', '<p>قهوة عربية محمصة.</p>[sw_cusrev_reviews]' ),
	'cart'       => array( 'السلة', '[sw_points_cart_box]' ),
	'my-account' => array( 'حسابي', '[sw_webtoffee_orders]' ),
	'login'      => array( 'تسجيل الدخول', '[wawp_otp_login]' ),
);
foreach ( $pages as $slug => $page ) {
	$id = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $page[0],
			'post_content' => $page[1],
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, 'wp_insert_post: ' . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	if ( 'home' === $slug ) {
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $id );
	}
}
echo 'installed ' . home_url( '/' ) . "\n";
