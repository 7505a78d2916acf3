<?php
/**
 * WooCommerce's feature declarations: an extension that declares nothing is flagged on the Features screen and
 * under the Cart and Checkout blocks' editor notice.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * High-Performance Order Storage: the plugin reads and writes no order, so it works with either order table. The
 * Cart and Checkout blocks: the widgets that run there write through WooCommerce's block data stores, and the
 * others do not mount on those pages.
 */
function storefront_widgets_declare_compatibility() {
	if ( ! class_exists( '\Automattic\WooCommerce\Utilities\FeaturesUtil' ) ) {
		return;
	}
	\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', STOREFRONT_WIDGETS_FILE, true );
	\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', STOREFRONT_WIDGETS_FILE, true );
}

add_action( 'before_woocommerce_init', 'storefront_widgets_declare_compatibility' );
