<?php
/**
 * Router for `php -S` in front of Debian's WordPress package, as Debian's Apache configuration serves it:
 * the code from /usr/share/wordpress, /wp-content from the site's own content folder, and the site's
 * configuration picked by name (WORDPRESS_CONFIG, read by Debian's wp-config.php from
 * /etc/wordpress/config-<name>.php). Several sites can share one server, each under its own path prefix
 * (`/` and a sub-directory install such as `/shop`).
 *
 * Environment: SW_WP_SITES = JSON [{"base":"","config":"name"},{"base":"/shop","config":"name-sub"}],
 * SW_WP_CONTENT = the content folder, SW_WP_ABSPATH = WordPress's code (default /usr/share/wordpress).
 */

$sw_sites   = json_decode( (string) getenv( 'SW_WP_SITES' ), true );
$sw_content = rtrim( (string) getenv( 'SW_WP_CONTENT' ), '/' );
$sw_abspath = rtrim( getenv( 'SW_WP_ABSPATH' ) ? getenv( 'SW_WP_ABSPATH' ) : '/usr/share/wordpress', '/' );
$sw_path    = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// The site whose base is the longest prefix of the path.
$sw_site = null;
foreach ( is_array( $sw_sites ) ? $sw_sites : array() as $sw_candidate ) {
	$sw_base = $sw_candidate['base'];
	if ( ( '' === $sw_base || $sw_path === $sw_base || 0 === strpos( $sw_path, $sw_base . '/' ) )
		&& ( null === $sw_site || strlen( $sw_base ) > strlen( $sw_site['base'] ) ) ) {
		$sw_site = $sw_candidate;
	}
}
if ( null === $sw_site ) {
	http_response_code( 404 );
	echo 'No site here.';
	return true;
}
$sw_rel = substr( $sw_path, strlen( $sw_site['base'] ) );
if ( '' === $sw_rel ) {
	$sw_rel = '/';
}

// Map the path to a file: /wp-content from the site's content folder, the rest from WordPress's code.
if ( 0 === strpos( $sw_rel, '/wp-content/' ) ) {
	$sw_root = $sw_content;
	$sw_file = $sw_content . substr( $sw_rel, strlen( '/wp-content' ) );
} else {
	$sw_root = $sw_abspath;
	$sw_file = $sw_abspath . $sw_rel;
}
if ( is_dir( $sw_file ) ) {
	$sw_file = rtrim( $sw_file, '/' ) . '/index.php';
}
$sw_real = realpath( $sw_file );
if ( false === $sw_real || 0 !== strpos( $sw_real, realpath( $sw_root ) . '/' ) || ! is_file( $sw_real ) ) {
	if ( preg_match( '#^/wp-(content|includes|admin)/#', $sw_rel ) ) {
		// A missing file under WordPress's folders: the web server's own 404 (Debian's Apache aliases
		// /wp-content to the content folder), not a WordPress page a browser would try to run as a script.
		http_response_code( 404 );
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo 'Not found';
		return true;
	}
	// Not a file: WordPress's front controller answers (pretty permalinks, 404 pages).
	$sw_file = $sw_abspath . '/index.php';
} elseif ( '.php' !== substr( $sw_file, -4 ) ) {
	$sw_types = array(
		'js'    => 'text/javascript; charset=utf-8',
		'mjs'   => 'text/javascript; charset=utf-8',
		'css'   => 'text/css; charset=utf-8',
		'json'  => 'application/json',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'gif'   => 'image/gif',
		'webp'  => 'image/webp',
		'woff2' => 'font/woff2',
		'woff'  => 'font/woff',
		'html'  => 'text/html; charset=utf-8',
		'txt'   => 'text/plain; charset=utf-8',
	);
	$sw_ext = strtolower( pathinfo( $sw_real, PATHINFO_EXTENSION ) );
	header( 'Content-Type: ' . ( isset( $sw_types[ $sw_ext ] ) ? $sw_types[ $sw_ext ] : 'application/octet-stream' ) );
	header( 'Content-Length: ' . filesize( $sw_real ) );
	readfile( $sw_real );
	return true;
}

// A PHP file: run it as the web server would, in the global scope WordPress expects.
$_SERVER['WORDPRESS_CONFIG'] = $sw_site['config'];
$_SERVER['SCRIPT_FILENAME']  = $sw_file;
$_SERVER['SCRIPT_NAME']      = $sw_site['base'] . ( 0 === strpos( $sw_file, $sw_abspath . '/' )
	? substr( $sw_file, strlen( $sw_abspath ) )
	: '/wp-content' . substr( $sw_file, strlen( $sw_content ) ) );
$_SERVER['PHP_SELF']         = $_SERVER['SCRIPT_NAME'];
chdir( dirname( $sw_file ) );
unset( $sw_sites, $sw_candidate, $sw_base, $sw_root, $sw_real, $sw_rel, $sw_path );
require $sw_file;
