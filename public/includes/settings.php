<?php
/**
 * The settings screen: the bundle on or off, and one switch per replaced plugin, saved in one option
 * (`storefront_widgets_settings`, read by switch.php) through WordPress's Settings API (options.php checks the
 * nonce; the capability is `manage_woocommerce`). Under the WooCommerce menu, or under Settings without it.
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/** Who may change the settings: shop managers and administrators, as for WooCommerce's own. */
function storefront_widgets_settings_capability() {
	return 'manage_woocommerce';
}

/** The option, registered with its sanitizer (options.php saves it with the capability above); the Plugins link. */
function storefront_widgets_register_settings() {
	add_filter( 'plugin_action_links_' . plugin_basename( STOREFRONT_WIDGETS_FILE ), 'storefront_widgets_settings_link' );
	register_setting(
		'storefront_widgets',
		'storefront_widgets_settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => 'storefront_widgets_sanitize_settings',
			'default'           => array(
				'enabled' => true,
				'off'     => array(),
			),
			'show_in_rest'      => false,
		)
	);
}

/**
 * The saved shape from the screen's form (`form`, `enabled`, `plugins[slug]` for each plugin left on) or from
 * a stored value: `enabled` and the known plugins switched `off`.
 *
 * @param mixed $input What options.php or update_option() received.
 * @return array{enabled: bool, off: string[]}
 */
function storefront_widgets_sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$slugs = array_keys( storefront_widgets_plugins() );
	if ( isset( $input['form'] ) ) {
		$on = isset( $input['plugins'] ) && is_array( $input['plugins'] ) ? array_map( 'strval', array_keys( $input['plugins'] ) ) : array();
		return array(
			'enabled' => ! empty( $input['enabled'] ),
			'off'     => array_values( array_diff( $slugs, $on ) ),
		);
	}
	$off = isset( $input['off'] ) && is_array( $input['off'] ) ? $input['off'] : array();
	return array(
		'enabled' => ! isset( $input['enabled'] ) || (bool) $input['enabled'],
		'off'     => array_values( array_intersect( $slugs, $off ) ),
	);
}

/** The screen, under WooCommerce when its menu is there (it is added before this runs). */
function storefront_widgets_add_settings_page() {
	$parent = isset( $GLOBALS['admin_page_hooks']['woocommerce'] ) ? 'woocommerce' : 'options-general.php';
	add_submenu_page(
		$parent,
		__( 'Storefront Widgets', 'storefront-widgets' ),
		__( 'Storefront Widgets', 'storefront-widgets' ),
		storefront_widgets_settings_capability(),
		'storefront-widgets',
		'storefront_widgets_render_settings_page'
	);
}

/**
 * The Plugins screen's "Settings" link.
 *
 * @param string[] $links The row's action links.
 * @return string[]
 */
function storefront_widgets_settings_link( $links ) {
	$url = menu_page_url( 'storefront-widgets', false );
	if ( '' !== $url && current_user_can( storefront_widgets_settings_capability() ) ) {
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'storefront-widgets' ) . '</a>' );
	}
	return $links;
}

/** The form: the bundle's switch, then a row per plugin with its switch and its status. */
function storefront_widgets_render_settings_page() {
	if ( ! current_user_can( storefront_widgets_settings_capability() ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to change these settings.', 'storefront-widgets' ), 403 );
	}
	$settings = storefront_widgets_settings();
	$status   = storefront_widgets_status();
	?>
	<div class="wrap" id="storefront-widgets-settings">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php
		if ( 'options-general.php' !== $GLOBALS['parent_file'] ) {
			settings_errors(); // under Settings, WordPress prints them itself
		}
		if ( defined( 'STOREFRONT_WIDGETS_DISABLED' ) && STOREFRONT_WIDGETS_DISABLED ) {
			echo '<div class="notice notice-warning inline"><p>' . esc_html__( 'STOREFRONT_WIDGETS_DISABLED is set in wp-config.php: the classic scripts are in charge whatever is saved here.', 'storefront-widgets' ) . '</p></div>';
		}
		?>
		<form method="post" action="options.php">
			<?php settings_fields( 'storefront_widgets' ); ?>
			<input type="hidden" name="storefront_widgets_settings[form]" value="1">
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Storefront Widgets', 'storefront-widgets' ); ?></th>
					<td>
						<label>
							<input type="checkbox" name="storefront_widgets_settings[enabled]" value="1" <?php checked( $settings['enabled'] ); ?>>
							<?php esc_html_e( 'Replace the plugins’ jQuery front ends with the bundle’s widgets', 'storefront-widgets' ); ?>
						</label>
						<p class="description"><?php echo esc_html( $status['enabled'] ? __( 'On', 'storefront-widgets' ) : __( 'Off: every classic script is in charge', 'storefront-widgets' ) ); ?></p>
					</td>
				</tr>
			</table>
			<h2><?php esc_html_e( 'Replaced plugins', 'storefront-widgets' ); ?></h2>
			<p><?php esc_html_e( 'A plugin switched off keeps its own scripts, and the widgets that replace them stand down.', 'storefront-widgets' ); ?></p>
			<table class="widefat striped">
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Plugin', 'storefront-widgets' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Release found', 'storefront-widgets' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Declared for', 'storefront-widgets' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Status', 'storefront-widgets' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Widgets', 'storefront-widgets' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $status['plugins'] as $slug => $plugin ) : ?>
						<tr>
							<th scope="row">
								<label>
									<input type="checkbox" name="storefront_widgets_settings[plugins][<?php echo esc_attr( $slug ); ?>]" value="1" <?php checked( ! in_array( $slug, $settings['off'], true ) ); ?>>
									<?php echo esc_html( $plugin['name'] ); ?>
								</label>
							</th>
							<td><?php echo esc_html( null === $plugin['version'] ? __( 'not found', 'storefront-widgets' ) : $plugin['version'] ); ?></td>
							<td><?php echo esc_html( $plugin['range'] ); ?></td>
							<td><?php echo esc_html( storefront_widgets_state_label( $plugin['state'] ) ); ?></td>
							<td>
								<?php foreach ( $plugin['widgets'] as $widget => $why ) : ?>
									<code><?php echo esc_html( $widget ); ?></code>
									<?php if ( null !== $why && 'taken-over' === $plugin['state'] ) : ?>
										<?php /* translators: %s: why the widget stands down */ ?>
										<?php echo esc_html( sprintf( __( '(stands down: %s)', 'storefront-widgets' ), $why ) ); ?>
									<?php endif; ?>
									<br>
								<?php endforeach; ?>
							</td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}

add_action( 'admin_init', 'storefront_widgets_register_settings' );
add_filter( 'option_page_capability_storefront_widgets', 'storefront_widgets_settings_capability' );
add_action( 'admin_menu', 'storefront_widgets_add_settings_page', 60 );
