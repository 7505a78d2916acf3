<?php
/**
 * Translations the WordPress way, text domain `storefront-widgets`. PHP: the site language's `.mo` from
 * wp-content/languages/plugins/ (a language pack, Loco Translate), else the plugin's own languages/ (Arabic).
 * The bundle: it carries its Arabic and its English msgids; where WordPress has a JSON translation of
 * storefront.js for the page's locale (as `wp i18n make-json` names it: storefront-widgets-<locale>-<md5 of
 * "storefront.js">.json, or storefront-widgets-<locale>-storefront-widgets.json), the page is told where to
 * fetch it (`storefrontWidgetsI18n`), and the uncached-by-version admin-ajax action
 * `storefront_widgets_l10n` answers it. The page carries no text: the first widget chunk fetches it.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/** The PHP texts: the site language's file first, as load_plugin_textdomain() looks. */
function storefront_widgets_load_textdomain() {
	$locale = determine_locale();
	$file   = 'storefront-widgets-' . $locale . '.mo';
	if ( ! load_textdomain( 'storefront-widgets', WP_LANG_DIR . '/plugins/' . $file ) ) {
		load_textdomain( 'storefront-widgets', STOREFRONT_WIDGETS_DIR . '/languages/' . $file );
	}
}

/**
 * The JSON translation file of the bundle for a locale, in load_script_textdomain()'s order (the plugin's
 * languages/ folder, then wp-content/languages/plugins/), or null. The plugin's own Arabic is left out: the
 * bundle carries the same texts.
 *
 * @param string $locale A WordPress locale (fr_FR, ar).
 * @return string|null The file's path.
 */
function storefront_widgets_script_translation_file( $locale ) {
	if ( ! preg_match( '/^[a-z]{2,3}(_[A-Z]{2})?(_[a-z0-9]+)?$/', $locale ) ) {
		return null;
	}
	$names = array( 'storefront-widgets-' . $locale . '-' . md5( 'storefront.js' ) . '.json', 'storefront-widgets-' . $locale . '-storefront-widgets.json' );
	$dirs  = array( WP_LANG_DIR . '/plugins' );
	if ( 0 !== strpos( $locale, 'ar' ) ) {
		array_unshift( $dirs, STOREFRONT_WIDGETS_DIR . '/languages' );
	}
	foreach ( $dirs as $dir ) {
		foreach ( $names as $name ) {
			if ( is_readable( $dir . '/' . $name ) ) {
				return $dir . '/' . $name;
			}
		}
	}
	return null;
}

/** Printed before the footer scripts where the page's locale has a translation file: where to fetch it. */
function storefront_widgets_print_translations() {
	if ( is_admin() || ! storefront_widgets_enabled() ) {
		return;
	}
	$locale = determine_locale();
	$file   = storefront_widgets_script_translation_file( $locale );
	if ( null === $file ) {
		return;
	}
	$url = add_query_arg(
		array(
			'action' => 'storefront_widgets_l10n',
			'locale' => $locale,
			'v'      => substr( md5( $file . filemtime( $file ) . filesize( $file ) ), 0, 8 ),
		),
		admin_url( 'admin-ajax.php' )
	);
	printf(
		"<script id=\"storefront-widgets-i18n-js\">var storefrontWidgetsI18n = %s;</script>\n",
		wp_json_encode(
			array(
				'locale' => $locale,
				'url'    => esc_url_raw( $url ),
			)
		) // phpcs:ignore WordPress.Security.EscapeOutput -- JSON of a locale and an esc_url_raw() URL
	);
}

/**
 * The admin-ajax action `storefront_widgets_l10n` (GET `locale`): the translation file, through WordPress's
 * load_script_translations() (its filters let a translation plugin answer instead). The same for every visitor
 * and versioned by the page's URL, so it may be cached.
 */
function storefront_widgets_send_translations() {
	$locale = isset( $_GET['locale'] ) ? sanitize_text_field( wp_unslash( $_GET['locale'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification -- public, read-only
	$file   = storefront_widgets_script_translation_file( $locale );
	$json   = null === $file ? false : load_script_translations( $file, 'storefront-widgets', 'storefront-widgets' );
	$data   = is_string( $json ) ? json_decode( $json, true ) : null;
	if ( ! is_array( $data ) ) {
		wp_send_json( array(), 404 );
	}
	header( 'Cache-Control: public, max-age=31536000' );
	header( 'Expires: ' . gmdate( 'D, d M Y H:i:s', time() + 31536000 ) . ' GMT' );
	header_remove( 'Pragma' );
	wp_send_json( $data );
}

add_action( 'init', 'storefront_widgets_load_textdomain' );
add_action( 'wp_print_footer_scripts', 'storefront_widgets_print_translations', 2 );
add_action( 'wp_ajax_storefront_widgets_l10n', 'storefront_widgets_send_translations' );
add_action( 'wp_ajax_nopriv_storefront_widgets_l10n', 'storefront_widgets_send_translations' );
