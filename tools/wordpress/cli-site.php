<?php
/**
 * For the harness's php-cli scripts: the site a Debian config name and a host select, set up as a request to
 * that site would be, before wp-load.php. The config name selects /etc/wordpress/config-<name>.php through
 * Debian's wp-config.php.
 *
 * @param string[] $argv  The script's arguments: <config-name> <host:port> and any the script names.
 * @param string   $usage The script's arguments after its name, for the usage line.
 */
function sw_cli_site( $argv, $usage ) {
	$wanted = count( explode( ' ', $usage ) ) + 1;
	if ( PHP_SAPI !== 'cli' || count( $argv ) < $wanted ) {
		fwrite( STDERR, 'usage: php ' . basename( $argv[0] ) . " $usage\n" );
		exit( 2 );
	}
	$_SERVER['WORDPRESS_CONFIG'] = $argv[1];
	$_SERVER['HTTP_HOST']        = $argv[2];
	$_SERVER['REQUEST_URI']      = '/';
	$_SERVER['SERVER_NAME']      = '127.0.0.1';
	$_SERVER['SERVER_PORT']      = '80';
}
