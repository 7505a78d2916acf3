<?php
/**
 * Spectra's social share block: the page's featured image for the share widget.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Spectra (ultimate-addons-for-gutenberg 2.x) prints its social share block's script inside the page's one
 * script holding every Spectra block's code (inline `uagb-script-frontend-<post id>` in wp_footer, or the
 * per-page file `uag-script-<post id>`): it cannot be dequeued without the other blocks. The social-share
 * widget stops the block's events before that script sees them, and needs the one thing the script has
 * written into it: the page's featured image (large size, as frontend.js.php reads it) for Pinterest links.
 * Printed before Spectra's own footer script (priority 1000); without it the widget leaves the block to Spectra.
 */
function storefront_widgets_print_share_image() {
	if ( is_admin() || ! storefront_widgets_enabled() || ! defined( 'UAGB_VER' ) || ! is_singular() ) {
		return;
	}
	$post_id = get_queried_object_id();
	if ( ! has_block( 'uagb/social-share', $post_id ) ) {
		return;
	}
	$image = '';
	if ( has_post_thumbnail( $post_id ) ) {
		$data  = wp_get_attachment_image_src( get_post_thumbnail_id( $post_id ), 'large', true );
		$image = is_array( $data ) ? esc_url( strval( current( $data ) ) ) : '';
	}
	printf(
		"<script id=\"storefront-widgets-share-image\">var storefrontWidgetsShareImage = %s;</script>\n",
		wp_json_encode( $image ) // phpcs:ignore WordPress.Security.EscapeOutput -- JSON of an esc_url() value
	);
}

add_action( 'wp_footer', 'storefront_widgets_print_share_image', 999 );
