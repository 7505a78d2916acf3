<?php
/**
 * What deleting the plugin from the Plugins screen does to a site's database: saves the plugin's settings,
 * deactivates it, runs uninstall_plugin() as delete_plugins() does before it removes the files, and prints as
 * JSON whether WordPress found it uninstallable and the plugin's options before and after. The files stay (the
 * three sites share them) and the plugin is activated again with no option saved.
 *   php uninstall.php <config-name> <host:port>
 */

require __DIR__ . '/cli-site.php';
sw_cli_site( $argv, '<config-name> <host:port>' );

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/** The options whose names start with the plugin's prefix. */
function sw_plugin_options() {
	global $wpdb;
	return $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'storefront_widgets' ) . '%' ) );
}

$file = 'storefront-widgets/storefront-widgets.php';
update_option(
	'storefront_widgets_settings',
	array(
		'enabled' => true,
		'off'     => array( 'points' ),
	)
);
$before = sw_plugin_options();
deactivate_plugins( $file );
$uninstallable = is_uninstallable_plugin( $file );
uninstall_plugin( $file );
$after = sw_plugin_options();
$back  = activate_plugin( $file );
echo wp_json_encode(
	array(
		'uninstallable' => $uninstallable,
		'before'        => $before,
		'after'         => $after,
		'active'        => ! is_wp_error( $back ) && is_plugin_active( $file ),
	)
);
