<?php
/**
 * A cookie that tells the bundle the visitor is logged in, for pages a full-page cache printed for a guest.
 *
 * WordPress's own logged-in cookie is HttpOnly, and a cached page says nothing about who reads it, so on a page
 * printed for a guest the bundle cannot tell a customer from a guest without asking the server. This cookie
 * (`storefront_widgets_logged_in=1`, readable by scripts, no secret in it) is set with WordPress's logged-in
 * cookie and cleared with it: only when it is there does the bundle ask the uncached fresh-nonce action for the
 * parts a plugin prints for customers only (fresh-nonces.php). It is a hint: what the bundle shows or sends comes
 * from that action's answer, never from the cookie.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/** The hint cookie's name. */
function storefront_widgets_logged_in_hint_name() {
	return 'storefront_widgets_logged_in';
}

/**
 * Send the hint cookie (or its removal), on the paths WordPress's own cookies use.
 *
 * @param string $value  '1', or '' to remove it.
 * @param int    $expire When it ends (0: with the browser session), as WordPress's logged-in cookie.
 */
function storefront_widgets_send_logged_in_hint( $value, $expire ) {
	if ( headers_sent() ) {
		return;
	}
	$options = array(
		'expires'  => $expire,
		'path'     => COOKIEPATH,
		'domain'   => COOKIE_DOMAIN,
		'secure'   => is_ssl(),
		'httponly' => false, // read by the bundle
		'samesite' => 'Lax',
	);
	setcookie( storefront_widgets_logged_in_hint_name(), $value, $options );
	if ( SITECOOKIEPATH !== COOKIEPATH ) {
		setcookie( storefront_widgets_logged_in_hint_name(), $value, array( 'path' => SITECOOKIEPATH ) + $options );
	}
}

/**
 * With WordPress's logged-in cookie (the `set_logged_in_cookie` action): the hint, ending when it ends.
 *
 * @param string $logged_in_cookie The logged-in cookie's value (unused: the hint carries nothing of it).
 * @param int    $expire           When the logged-in cookie ends (0: with the browser session).
 */
function storefront_widgets_set_logged_in_hint( $logged_in_cookie, $expire ) {
	unset( $logged_in_cookie );
	storefront_widgets_send_logged_in_hint( '1', (int) $expire );
}

/** With WordPress's auth cookies cleared (log-out): no hint. */
function storefront_widgets_clear_logged_in_hint() {
	storefront_widgets_send_logged_in_hint( '', time() - YEAR_IN_SECONDS );
}

/**
 * On a request WordPress runs (not one a cache answered): the hint follows the session where it does not, for a
 * log-in from before the plugin was active and a session that ended without a log-out.
 */
function storefront_widgets_sync_logged_in_hint() {
	$hinted = isset( $_COOKIE[ storefront_widgets_logged_in_hint_name() ] );
	if ( is_user_logged_in() && ! $hinted ) {
		storefront_widgets_send_logged_in_hint( '1', 0 );
	} elseif ( ! is_user_logged_in() && $hinted ) {
		storefront_widgets_clear_logged_in_hint();
	}
}

add_action( 'set_logged_in_cookie', 'storefront_widgets_set_logged_in_hint', 10, 2 );
add_action( 'clear_auth_cookie', 'storefront_widgets_clear_logged_in_hint' );
add_action( 'init', 'storefront_widgets_sync_logged_in_hint' );
