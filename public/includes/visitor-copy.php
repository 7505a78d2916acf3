<?php
/**
 * The visitor's own copy of a page, which the bundle asks for on a page a full-page cache printed for another
 * login state (Customer Reviews' forms: a customer reading a guest's copy, a guest reading a customer's).
 *
 * The bundle asks for the page's URL with a `sw-visitor` query argument of its own, which no cache holds a copy of;
 * WordPress renders it for the visitor. That answer is one visitor's page: page caches that follow WordPress's
 * conventions (the DONOTCACHEPAGE constant, WordPress's no-cache headers) are told not to keep it.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/** The query argument the bundle adds (src/reviews/visitorCopy.ts). */
function storefront_widgets_visitor_copy_arg() {
	return 'sw-visitor';
}

/** On a request for the visitor's copy (the `send_headers` action): not cached. */
function storefront_widgets_visitor_copy_uncached() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether the argument is there; nothing is read from it
	if ( ! isset( $_GET[ storefront_widgets_visitor_copy_arg() ] ) ) {
		return;
	}
	if ( ! defined( 'DONOTCACHEPAGE' ) ) {
		define( 'DONOTCACHEPAGE', true );
	}
	nocache_headers();
}
add_action( 'send_headers', 'storefront_widgets_visitor_copy_uncached' );
