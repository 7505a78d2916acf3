<?php
/**
 * WP Content Copy Protection: its head scripts unhooked, the globals the widget reads printed instead.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * WP Content Copy Protection (wp-content-copy-protector 3.5.x) enqueues no script: its globals and its
 * document handlers are two inline scripts printed in wp_head, each only where its own conditions hold (the
 * page type's option, admins unless `exclude_admin_from_protection` is No): `wccp_main_settings` (keys,
 * selection, double click, long touch) and `right_click_premium_settings` (context menu, drag); and it
 * enqueues jQuery on every page for nothing. The content-protection widget does the same job, so those are
 * unhooked, and the plugin's own printers are run once here, their output discarded, to tell which of them
 * this page gets. The globals the widget reads are printed instead. Its CSS (printed or not by its own CSS
 * options), the `unselectable` / `none` body class and the footer message box (`#wpcp-error-message`,
 * `show_wpcp_message`) stay as the plugin prints them. A page builder's preview, where the plugin hooks
 * nothing, is left alone.
 */
function storefront_widgets_take_over_copy_protection() {
	if ( is_admin() || ! storefront_widgets_enabled() || ! function_exists( 'wccp_main_settings' ) || ! has_action( 'wp_head', 'wccp_main_settings' ) ) {
		return;
	}
	$GLOBALS['storefront_widgets_copy_protection'] = array(
		'selection'  => storefront_widgets_prints( 'wccp_main_settings' ),
		'rightClick' => storefront_widgets_prints( 'right_click_premium_settings' ),
	);
	remove_action( 'wp_head', 'wccp_main_settings' );
	remove_action( 'wp_head', 'right_click_premium_settings' );
	remove_action( 'wp_enqueue_scripts', 'wccp_free_enqueue_front_end_scripts' );
	add_action( 'wp_head', 'storefront_widgets_print_copy_protection_globals' );
}

/** Whether one of the plugin's head printers prints anything on this page (its output is not kept). */
function storefront_widgets_prints( $printer ) {
	if ( ! function_exists( $printer ) ) {
		return false;
	}
	ob_start();
	call_user_func( $printer );
	return '' !== trim( (string) ob_get_clean() );
}

/**
 * The copy protector's three globals, with its own texts (the image and menu texts are fixed English strings in
 * its script; `smessage` is its `wccp_settings` option), and which of its scripts this page gets, with its `img`
 * option. The widget shows the plugin's English defaults in the site's language and a shop's own text as is.
 */
function storefront_widgets_print_copy_protection_globals() {
	global $wccp_settings;
	$settings = is_array( $wccp_settings ) ? $wccp_settings : array();
	$message  = isset( $settings['smessage'] ) ? (string) $settings['smessage'] : '';
	$scope    = isset( $GLOBALS['storefront_widgets_copy_protection'] ) ? $GLOBALS['storefront_widgets_copy_protection'] : array();
	printf(
		"<script id=\"storefront-widgets-copy-protection\">\nvar image_save_msg = %s;\nvar no_menu_msg = %s;\nvar smessage = %s;\nvar storefrontWidgetsCopyProtection = %s;\n</script>\n",
		wp_json_encode( 'You are not allowed to save images!' ),
		wp_json_encode( 'Context Menu disabled!' ),
		wp_json_encode( $message ),
		wp_json_encode(
			array(
				'selection'  => ! empty( $scope['selection'] ),
				'rightClick' => ! empty( $scope['rightClick'] ),
				'img'        => isset( $settings['img'] ) && 'checked' === $settings['img'],
			)
		)
	);
}

add_action( 'wp', 'storefront_widgets_take_over_copy_protection' );
