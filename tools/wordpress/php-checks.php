<?php
/**
 * What the PHP-level tests share (plugin-file, fresh-nonces, visitor-copy .test.php): a check that prints and
 * counts, the closing count with the exit code, and a case run in its own php process (constants and function
 * stand-ins differ per case), its JSON answer parsed.
 */

$sw_passed = 0;
$sw_failed = 0;

/** One check: printed, and counted for sw_done(). */
function sw_check( $name, $ok, $detail = '' ) {
	global $sw_passed, $sw_failed;
	if ( $ok ) {
		++$sw_passed;
		echo "  ✓ $name\n";
	} else {
		++$sw_failed;
		echo "  ✘ $name\n    $detail\n";
	}
}

/** The counts, and the process ends failed if any check failed. */
function sw_done() {
	global $sw_passed, $sw_failed;
	echo "\n$sw_passed passed, $sw_failed failed\n";
	exit( $sw_failed ? 1 : 0 );
}

/** Run `php $file --case=$case` and return the JSON it printed (a case that prints anything else fails the run). */
function sw_run_case_process( $file, $case ) {
	$out  = shell_exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $file ) . ' --case=' . $case . ' 2>&1' );
	$json = json_decode( (string) $out, true );
	if ( ! is_array( $json ) ) {
		echo "case $case printed: $out\n";
		exit( 1 );
	}
	return $json;
}
