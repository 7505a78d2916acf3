<?php
/**
 * The plugin's status for the shop owner: a section in WooCommerce → Status (the system status report) and in
 * Tools → Site Health → Info, both from storefront_widgets_status().
 *
 * @package storefront-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Per replaced plugin: its name, the release found (null: not active, or loaded from elsewhere), the releases
 * the bundle is declared for, its switch, its state and the widgets that replace its scripts, each with why it
 * stands down (null: it runs). The page's own report (report.php) adds what one page took over.
 *
 * @return array{enabled: bool, plugins: array<string, array{name: string, version: string|null, range: string, enabled: bool, supported: bool, state: string, widgets: array<string, string|null>}>}
 */
function storefront_widgets_status() {
	$enabled   = storefront_widgets_enabled();
	$installed = storefront_widgets_installed();
	$down      = storefront_widgets_site_stand_down();
	$widgets   = array();
	foreach ( storefront_widgets_widget_handles() as $widget => $handles ) {
		foreach ( array_unique( $handles ) as $plugin ) {
			$widgets[ $plugin ][ $widget ] = isset( $down[ $widget ] ) ? $down[ $widget ] : null;
		}
	}
	$plugins = array();
	foreach ( storefront_widgets_plugins() as $slug => $plugin ) {
		$version   = isset( $installed[ $slug ] ) ? (string) $installed[ $slug ] : null;
		$supported = storefront_widgets_in_range( $version, $plugin );
		$on        = storefront_widgets_plugin_enabled( $slug );
		if ( ! $enabled ) {
			$state = 'bundle-off';
		} elseif ( ! $on ) {
			$state = 'switched-off';
		} elseif ( ! $supported ) {
			$state = 'undeclared';
		} else {
			$state = null === $version ? 'not-found' : 'taken-over';
		}
		$plugins[ $slug ] = array(
			'name'      => $plugin['name'],
			'version'   => $version,
			'range'     => storefront_widgets_range_label( $plugin ),
			'enabled'   => $on,
			'supported' => $supported,
			'state'     => $state,
			'widgets'   => isset( $widgets[ $slug ] ) ? $widgets[ $slug ] : array(),
		);
	}
	return array(
		'enabled' => $enabled,
		'plugins' => $plugins,
	);
}

/**
 * The releases a plugin entry is declared for, as the owner reads them.
 *
 * @param array{since?: string, below?: string} $plugin An entry of storefront_widgets_plugins().
 */
function storefront_widgets_range_label( $plugin ) {
	if ( isset( $plugin['since'], $plugin['below'] ) ) {
		/* translators: 1: the first release declared, 2: the first release not declared */
		return sprintf( __( '%1$s up to (not including) %2$s', 'storefront-widgets' ), $plugin['since'], $plugin['below'] );
	}
	return __( 'every release', 'storefront-widgets' );
}

/**
 * A plugin's state in words.
 *
 * @param string $state One of storefront_widgets_status()'s states.
 */
function storefront_widgets_state_label( $state ) {
	$labels = array(
		'bundle-off'   => __( 'Classic scripts: Storefront Widgets is switched off', 'storefront-widgets' ),
		'switched-off' => __( 'Classic scripts: switched off in the settings', 'storefront-widgets' ),
		'undeclared'   => __( 'Classic scripts: this release is not one the bundle is declared for', 'storefront-widgets' ),
		'not-found'    => __( 'Not found: taken over wherever its scripts are registered', 'storefront-widgets' ),
		'taken-over'   => __( 'Taken over', 'storefront-widgets' ),
	);
	return isset( $labels[ $state ] ) ? $labels[ $state ] : $state;
}

/**
 * One line per plugin for the status screens: release, declared range, state, and the widgets standing down
 * with why.
 *
 * @return array<string, array{label: string, value: string, debug: string}>
 */
function storefront_widgets_status_lines() {
	$status = storefront_widgets_status();
	$lines  = array(
		'bundle' => array(
			'label' => __( 'Storefront Widgets', 'storefront-widgets' ),
			'value' => $status['enabled'] ? __( 'On', 'storefront-widgets' ) : __( 'Off: every classic script is in charge', 'storefront-widgets' ),
			'debug' => $status['enabled'] ? 'on' : 'off',
		),
	);
	foreach ( $status['plugins'] as $slug => $plugin ) {
		$down = array();
		$why  = array();
		foreach ( $plugin['widgets'] as $widget => $reason ) {
			if ( null !== $reason ) {
				$down[] = $widget;
				$why[]  = "$widget ($reason)";
			}
		}
		$parts = array(
			null === $plugin['version'] ? __( 'release not found', 'storefront-widgets' ) : $plugin['version'],
			/* translators: %s: the releases the bundle is declared for */
			sprintf( __( 'declared for %s', 'storefront-widgets' ), $plugin['range'] ),
			storefront_widgets_state_label( $plugin['state'] ),
		);
		if ( $down && 'taken-over' === $plugin['state'] ) {
			/* translators: %s: the widgets' names, each with why it stands down */
			$parts[] = sprintf( __( 'standing down: %s', 'storefront-widgets' ), implode( ', ', $why ) );
		}
		$lines[ $slug ] = array(
			'label' => $plugin['name'],
			'value' => implode( ' · ', $parts ),
			'debug' => sprintf( '%s; %s; %s; down: %s', null === $plugin['version'] ? 'none' : $plugin['version'], $plugin['range'], $plugin['state'], $down ? implode( ',', $down ) : 'none' ),
		);
	}
	return $lines;
}

/** WooCommerce → Status: the section WooCommerce prints for each extension, at the end of its report. */
function storefront_widgets_print_status_report() {
	?>
	<table class="wc_status_table widefat" cellspacing="0" id="storefront-widgets-status">
		<thead>
			<tr>
				<th colspan="3" data-export-label="Storefront Widgets"><h2><?php esc_html_e( 'Storefront Widgets', 'storefront-widgets' ); ?></h2></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( storefront_widgets_status_lines() as $line ) : ?>
				<tr>
					<td data-export-label="<?php echo esc_attr( $line['label'] ); ?>"><?php echo esc_html( $line['label'] ); ?>:</td>
					<td class="help">&nbsp;</td>
					<td><?php echo esc_html( $line['value'] ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php
}

/**
 * Tools → Site Health → Info: the same lines (the copied report gets the plain `debug` values).
 *
 * @param array $info Site Health's sections.
 * @return array
 */
function storefront_widgets_site_health_info( $info ) {
	$info['storefront-widgets'] = array(
		'label'  => __( 'Storefront Widgets', 'storefront-widgets' ),
		'fields' => storefront_widgets_status_lines(),
	);
	return $info;
}

add_action( 'woocommerce_system_status_report', 'storefront_widgets_print_status_report' );
add_filter( 'debug_information', 'storefront_widgets_site_health_info' );
