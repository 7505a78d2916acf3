<?php
/**
 * Installs one WordPress site from Debian's package without wp-cli: wp_install(), then installs the built
 * plugin's zip through WordPress's plugin upgrader (Plugin_Upgrader::install(), the code path of Plugins → Add
 * New → Upload) unless a site sharing wp-content did already, activates it, switches to the test theme and creates
 * the shop's pages.
 *   php install.php <config-name> <host:port> <storefront-widgets.zip>
 */

require __DIR__ . '/cli-site.php';
sw_cli_site( $argv, '<config-name> <host:port> <storefront-widgets.zip>' );
define( 'WP_INSTALLING', true );
// The upgrader writes the plugin's files itself (a shop's host may ask for FTP credentials instead).
define( 'FS_METHOD', 'direct' );

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

// WooCommerce's installer gives administrators its capability (WC_Install::create_roles); the plugin's settings
// screen asks for it. WooCommerce itself is not installed here: the mu-plugin stands in for its front end.
get_role( 'administrator' )->add_cap( 'manage_woocommerce' );

if ( ! is_dir( WP_PLUGIN_DIR . '/storefront-widgets' ) ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/misc.php';
	require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
	wp_set_current_user( $result['user_id'] );
	$skin      = new Automatic_Upgrader_Skin();
	$upgrader  = new Plugin_Upgrader( $skin );
	$installed = $upgrader->install( $argv[3] );
	if ( true !== $installed || 'storefront-widgets/storefront-widgets.php' !== $upgrader->plugin_info() ) {
		fwrite( STDERR, 'Plugin_Upgrader::install: ' . implode( "\n", $skin->get_upgrade_messages() ) . ( is_wp_error( $installed ) ? $installed->get_error_message() : '' ) . "\n" );
		exit( 1 );
	}
	echo 'installed the plugin from ' . $argv[3] . "\n";
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
	'cart'       => array( 'السلة', "[woocommerce_cart]\n\n[sw_points_cart_box]" ),
	'my-account' => array( 'حسابي', '[sw_webtoffee_orders]' ),
	'login'      => array( 'تسجيل الدخول', '[wawp_otp_login]' ),
	'checkout'   => array( 'إتمام الطلب', '<p>الدفع عند الاستلام.</p>' ),
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
