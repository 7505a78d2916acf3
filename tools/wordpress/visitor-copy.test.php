<?php
/**
 * PHP-level test of public/includes/visitor-copy.php, run with php-cli (npm run test:wordpress), beside WordPress's
 * own hook API (wp-includes/plugin.php from Debian's package) and a recording stand-in for nocache_headers(). Each
 * case runs in its own php process (DONOTCACHEPAGE is a constant).
 *   php tools/wordpress/visitor-copy.test.php
 */

if ( isset( $argv[1] ) && 0 === strpos( $argv[1], '--case=' ) ) {
	sw_run_case( substr( $argv[1], 7 ) );
	exit( 0 );
}

/** One case: load the file, run send_headers as WP::send_headers() does, print what happened as JSON. */
function sw_run_case( $case ) {
	define( 'ABSPATH', '/usr/share/wordpress/' );
	require ABSPATH . 'wp-includes/plugin.php';
	$GLOBALS['sw_calls'] = array();
	function nocache_headers() {
		$GLOBALS['sw_calls'][] = 'nocache_headers';
	}
	if ( 'copy' === $case ) {
		$_GET['sw-visitor'] = 'k3x9';
	}
	if ( 'other-arg' === $case ) {
		$_GET['utm_source'] = 'x';
	}
	require dirname( __DIR__, 2 ) . '/public/includes/visitor-copy.php';
	do_action( 'send_headers' );
	echo json_encode(
		array(
			'calls'         => $GLOBALS['sw_calls'],
			'donotcache'    => defined( 'DONOTCACHEPAGE' ) && DONOTCACHEPAGE,
			'hooked'        => false !== has_action( 'send_headers', 'storefront_widgets_visitor_copy_uncached' ),
		)
	);
}

require __DIR__ . '/php-checks.php';

function sw_case( $case ) {
	return sw_run_case_process( __FILE__, $case );
}

echo "public/includes/visitor-copy.php\n";

$copy = sw_case( 'copy' );
sw_check( 'hooked to send_headers', $copy['hooked'], json_encode( $copy ) );
sw_check( 'the visitor\'s copy: no-cache headers, DONOTCACHEPAGE', array( 'nocache_headers' ) === $copy['calls'] && $copy['donotcache'], json_encode( $copy ) );
foreach ( array( 'plain', 'other-arg' ) as $case ) {
	$page = sw_case( $case );
	sw_check( "a page without the argument ($case): left to the cache", array() === $page['calls'] && ! $page['donotcache'], json_encode( $page ) );
}

sw_done();
