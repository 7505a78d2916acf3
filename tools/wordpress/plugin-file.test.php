<?php
/**
 * PHP-level test of public/storefront-widgets.php's enqueue branches, run with php-cli (npm run test:wordpress).
 * Debian's WordPress is 6.1, which has no script modules, so the real-WordPress browser tests cover the
 * `<script type="module">` branch; this test covers the 6.5+ branch by defining wp_enqueue_script_module()
 * (recording its calls) beside WordPress's own hook API (wp-includes/plugin.php from Debian's package).
 * Each case runs in its own php process (the plugin file defines its functions once per process).
 *   php tools/wordpress/plugin-file.test.php
 */

if ( isset( $argv[1] ) && 0 === strpos( $argv[1], '--case=' ) ) {
	sw_run_case( substr( $argv[1], 7 ), $argv[2] );
	exit( 0 );
}

/** One case: load the plugin file from $dir with the WordPress functions it calls, fire the hooks, print JSON. */
function sw_run_case( $case, $dir ) {
	define( 'ABSPATH', '/usr/share/wordpress/' );
	require ABSPATH . 'wp-includes/plugin.php';
	$GLOBALS['sw_calls'] = array();
	$GLOBALS['sw_admin'] = 'admin' === $case;
	if ( 'disabled' === $case ) {
		define( 'STOREFRONT_WIDGETS_DISABLED', true );
	}
	if ( 'kept' === $case ) {
		// a site that keeps WooCommerce's archive add-to-cart script
		add_filter(
			'storefront_widgets_replaced_handles',
			function ( $handles ) {
				return array_values( array_diff( $handles, array( 'wc-add-to-cart' ) ) );
			}
		);
	}
	if ( 'module' === $case || 'admin' === $case || 'disabled' === $case || 'theme' === $case ) {
		// WordPress 6.5+: the function exists. Its calls are recorded.
		function wp_enqueue_script_module( $id, $src = '', $deps = array(), $version = false ) {
			$GLOBALS['sw_calls'][] = array( 'wp_enqueue_script_module', $id, $src, $deps, $version );
		}
	}
	function wp_enqueue_script( $handle, $src = '', $deps = array(), $ver = false, $in_footer = false ) {
		$GLOBALS['sw_calls'][] = array( 'wp_enqueue_script', $handle, $src, $deps, $ver, $in_footer );
	}
	function is_admin() {
		return $GLOBALS['sw_admin'];
	}
	function wp_doing_ajax() {
		return false;
	}
	function plugins_url( $path, $plugin ) {
		return 'https://shop.example/store/wp-content/plugins/' . basename( dirname( $plugin ) ) . '/' . $path;
	}
	// The active theme: the plugin folder's parent in the theme case (a theme that `require`s the file).
	$GLOBALS['sw_theme'] = 'theme' === $case ? dirname( $dir ) : '/srv/www/wp-content/themes/astra';
	function get_stylesheet_directory() {
		return $GLOBALS['sw_theme'];
	}
	function get_template_directory() {
		return $GLOBALS['sw_theme'];
	}
	function get_stylesheet_directory_uri() {
		return 'https://shop.example/store/wp-content/themes/astra-child';
	}
	function get_template_directory_uri() {
		return 'https://shop.example/store/wp-content/themes/astra-child';
	}
	function wp_normalize_path( $path ) {
		return preg_replace( '|(?<=.)/+|', '/', str_replace( '\\', '/', $path ) );
	}
	function untrailingslashit( $value ) {
		return rtrim( $value, '/\\' );
	}
	function trailingslashit( $value ) {
		return untrailingslashit( $value ) . '/';
	}
	if ( ! function_exists( 'esc_attr' ) ) {
		function esc_attr( $text ) {
			return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
		}
	}
	// The plugins directory: the version cases put plugin headers in it and list them as active.
	define( 'WP_PLUGIN_DIR', $dir . '/plugins' );
	$GLOBALS['sw_active'] = array();
	foreach ( glob( WP_PLUGIN_DIR . '/*/*.php' ) ?: array() as $file ) {
		$GLOBALS['sw_active'][] = basename( dirname( $file ) ) . '/' . basename( $file );
	}
	// The page's locale (`french`: fr_FR) and the languages folder (a case's languages/plugins/ files).
	$GLOBALS['sw_locale'] = 'french' === $case ? 'fr_FR' : 'ar';
	function determine_locale() {
		return $GLOBALS['sw_locale'];
	}
	define( 'WP_LANG_DIR', $dir . '/languages' );
	function admin_url( $path ) {
		return 'https://shop.example/store/wp-admin/' . $path;
	}
	function add_query_arg( $args, $url ) {
		return $url . '?' . http_build_query( $args );
	}
	function esc_url_raw( $url ) {
		return $url;
	}
	// The site's options: a case's options.json (the settings screen's option), active_plugins from the folder.
	$GLOBALS['sw_options'] = is_readable( "$dir/options.json" ) ? json_decode( (string) file_get_contents( "$dir/options.json" ), true ) : array();
	function get_option( $name, $fallback = false ) {
		if ( 'active_plugins' === $name ) {
			return $GLOBALS['sw_active'];
		}
		return array_key_exists( $name, $GLOBALS['sw_options'] ) ? $GLOBALS['sw_options'][ $name ] : $fallback;
	}
	function __( $text ) {
		return $text;
	}
	function is_multisite() {
		return false;
	}
	/** wp-includes/functions.php get_file_data(), reduced to the header lines it reads. */
	function get_file_data( $file, $headers ) {
		$text = (string) file_get_contents( $file, false, null, 0, 8192 );
		$out  = array();
		foreach ( $headers as $key => $name ) {
			$out[ $key ] = preg_match( '/^(?:[ \t]*<\?php)?[ \t\/*#@]*' . preg_quote( $name, '/' ) . ':(.*)$/mi', $text, $m ) ? trim( $m[1] ) : '';
		}
		return $out;
	}
	function get_template() {
		return 'astra';
	}
	// The active theme's header: the version a case writes to astra-version.txt, else none (not told).
	$GLOBALS['sw_theme_version'] = is_readable( "$dir/astra-version.txt" ) ? trim( (string) file_get_contents( "$dir/astra-version.txt" ) ) : '';
	function wp_get_theme() {
		return new class() {
			public function exists() {
				return '' !== $GLOBALS['sw_theme_version'];
			}
			public function get( $key ) {
				return 'Version' === $key ? $GLOBALS['sw_theme_version'] : '';
			}
		};
	}
	function wp_parse_url( $url, $component = -1 ) {
		return parse_url( $url, $component );
	}
	function wp_json_encode( $value ) {
		return json_encode( $value );
	}
	function wp_dequeue_script( $handle ) {
		$GLOBALS['sw_scripts']->queue = array_values( array_diff( $GLOBALS['sw_scripts']->queue, array( $handle ) ) );
	}
	// The registry: the scripts a case registers as the plugins do (handle => src), all enqueued.
	$GLOBALS['sw_scripts'] = (object) array(
		'registered' => array(),
		'queue'      => array(),
		'done'       => array(),
	);
	$registered = is_readable( $dir . '/scripts.json' ) ? json_decode( (string) file_get_contents( $dir . '/scripts.json' ), true ) : array();
	// handle => src, or handle => { src, deps } for a script registered with its own dependencies
	foreach ( $registered as $handle => $src ) {
		$GLOBALS['sw_scripts']->registered[ $handle ] = (object) array(
			'src'  => is_array( $src ) ? $src['src'] : $src,
			'deps' => is_array( $src ) ? $src['deps'] : array( 'jquery' ),
		);
		$GLOBALS['sw_scripts']->queue[]               = $handle;
	}
	function wp_scripts() {
		return $GLOBALS['sw_scripts'];
	}
	// Spectra on a singular page whose content holds a social share block; `spectra-bare`: no featured image
	if ( 0 === strpos( $case, 'spectra' ) ) {
		define( 'UAGB_VER', '2.19.18' );
		function is_singular() {
			return true;
		}
		function get_queried_object_id() {
			return 2050;
		}
		function has_block( $name, $post ) {
			return 'uagb/social-share' === $name && 2050 === $post;
		}
		function has_post_thumbnail( $post ) {
			return 'spectra' === $GLOBALS['sw_case'] && 2050 === $post;
		}
		function get_post_thumbnail_id( $post ) {
			return 2050 === $post ? 77 : 0;
		}
		function wp_get_attachment_image_src( $id, $size, $icon ) {
			return 77 === $id && 'large' === $size ? array( 'https://shop.example/wp-content/uploads/kettle-1024x1024.webp', 1024, 1024, true ) : false;
		}
		function esc_url( $url ) {
			return $url;
		}
	}
	// The copy protector as it hooks itself, on a page where its selection script prints and its right-click
	// script does not (their own conditions); a shop's own message
	if ( 'wccp' === $case ) {
		function wccp_main_settings() {
			echo "<script id=\"wpcp_disable_selection\" type=\"text/javascript\">var smessage = \"x\";</script>\n";
		}
		function right_click_premium_settings() {
		}
		function wccp_free_enqueue_front_end_scripts() {
		}
		$GLOBALS['wccp_settings'] = array( 'smessage' => 'ممنوع النسخ', 'img' => 'checked' );
		add_action( 'wp_head', 'wccp_main_settings' );
		add_action( 'wp_head', 'right_click_premium_settings' );
		add_action( 'wp_enqueue_scripts', 'wccp_free_enqueue_front_end_scripts' );
	}
	// WooCommerce's conditional tags: a product page, a cart page (the first-paint jobs printed on them)
	function is_product() {
		return 'product' === $GLOBALS['sw_case'];
	}
	function is_cart() {
		return 'cart' === $GLOBALS['sw_case'];
	}
	function is_checkout() {
		return false;
	}
	function sw_never() {
		echo 'a function first-paint.json named was called';
		return true;
	}
	$GLOBALS['sw_case'] = $case;
	require $dir . '/storefront-widgets.php';
	do_action( 'wp' );
	do_action( 'wp_enqueue_scripts' );
	$srcs = array();
	foreach ( $GLOBALS['sw_scripts']->registered as $handle => $item ) {
		$srcs[ $handle ] = $item->src;
	}
	ob_start();
	do_action( 'wp_print_footer_scripts' );
	$footer = ob_get_clean();
	$tags = array(
		apply_filters( 'script_loader_tag', "<script src='https://shop.example/s.js' id='storefront-widgets-js'></script>\n", 'storefront-widgets' ),
		apply_filters( 'script_loader_tag', "<script type='text/javascript' src='https://shop.example/s.js' id='storefront-widgets-js'></script>\n", 'storefront-widgets' ),
		apply_filters( 'script_loader_tag', "<script src='https://shop.example/other.js' id='other-js'></script>\n", 'other' ),
	);
	ob_start();
	do_action( 'wp_head' );
	$head = ob_get_clean();
	ob_start();
	do_action( 'wp_footer' );
	$wp_footer = ob_get_clean();
	echo json_encode(
		array(
			'status' => storefront_widgets_status_lines(),
			'calls'  => $GLOBALS['sw_calls'],
			'tags'   => $tags,
			'head'   => $head,
			'srcs'   => $srcs,
			'queue'  => $GLOBALS['sw_scripts']->queue,
			'footer' => $footer,
			'wp_footer' => $wp_footer,
			// a page with two grids, a slider block and another shortcode (first-paint.php)
			'first_paint' => array(
				apply_filters( 'do_shortcode_tag', '<div class="cr-reviews-grid">1</div>', 'cusrev_reviews_grid' ),
				apply_filters( 'do_shortcode_tag', '<div class="cr-reviews-grid">2</div>', 'cusrev_reviews_grid' ),
				apply_filters( 'render_block', '<div class="cr-reviews-slider"></div>', array( 'blockName' => 'ivole/cusrev-reviews-slider' ) ),
				apply_filters( 'do_shortcode_tag', '<p>x</p>', 'other_shortcode' ),
			),
			'optimizers' => array(
				'rocket_delay_js_exclusions'   => apply_filters( 'rocket_delay_js_exclusions', array( 'jquery' ) ),
				'rocket_exclude_defer_js'      => apply_filters( 'rocket_exclude_defer_js', array() ),
				'rocket_exclude_js'            => apply_filters( 'rocket_exclude_js', null ),
				'rocket_excluded_inline_js_content' => apply_filters( 'rocket_excluded_inline_js_content', array() ),
				'litespeed_optimize_js_excludes' => apply_filters( 'litespeed_optimize_js_excludes', array() ),
				'litespeed_optm_js_defer_exc'  => apply_filters( 'litespeed_optm_js_defer_exc', array() ),
				'litespeed_optm_gm_js_exc'     => apply_filters( 'litespeed_optm_gm_js_exc', array() ),
				'autoptimize_filter_js_exclude' => apply_filters( 'autoptimize_filter_js_exclude', 'seal.js, js/jquery/jquery.js' ),
				'sgo_js_minify_exclude'        => apply_filters( 'sgo_js_minify_exclude', array( 'jquery-core' ) ),
				'sgo_javascript_combine_exclude' => apply_filters( 'sgo_javascript_combine_exclude', array() ),
				'sgo_js_async_exclude'         => apply_filters( 'sgo_js_async_exclude', array() ),
				'sgo_javascript_combine_excluded_inline_content' => apply_filters( 'sgo_javascript_combine_excluded_inline_content', array() ),
				'perfmatters_delay_js_exclusions' => apply_filters( 'perfmatters_delay_js_exclusions', array() ),
				'perfmatters_defer_js_exclusions' => apply_filters( 'perfmatters_defer_js_exclusions', array() ),
				'module_attributes'            => apply_filters( 'wp_script_attributes', array( 'type' => 'module', 'src' => 'https://shop.example/s.js', 'id' => 'storefront-widgets-js-module' ) ),
				'other_attributes'             => apply_filters( 'wp_script_attributes', array( 'src' => 'https://shop.example/o.js', 'id' => 'other-js' ) ),
			),
		)
	);
}

/** a head capture script as the build writes it (one line), with a `</` the inline tag must not end at */
const SW_HEAD = "(()=>{let a='</script>';})();\n";

require __DIR__ . '/php-checks.php';

/** takeover.json as the build writes it from the widgets' manifests (tools/wordpress/takeover-map.ts) */
function sw_takeover_json() {
	static $json = null;
	if ( null === $json ) {
		$root = dirname( __DIR__, 2 );
		$json = (string) shell_exec( 'cd ' . escapeshellarg( $root ) . ' && node node_modules/tsx/dist/cli.mjs tools/wordpress/takeover-map.ts' );
		if ( ! is_array( json_decode( $json, true ) ) ) {
			echo "tools/wordpress/takeover-map.ts printed: $json\n";
			exit( 1 );
		}
	}
	return $json;
}

/** A plugin folder (any name) holding the plugin file, a storefront.js with the given content and the build's takeover.json. */
function sw_plugin_dir( $folder, $bundle ) {
	$dir = sys_get_temp_dir() . '/sw-plugin-test-' . getmypid() . '/' . $folder;
	@mkdir( $dir, 0777, true );
	copy( dirname( __DIR__, 2 ) . '/public/storefront-widgets.php', $dir . '/storefront-widgets.php' );
	@mkdir( $dir . '/includes', 0777, true );
	foreach ( glob( dirname( __DIR__, 2 ) . '/public/includes/*.php' ) as $file ) {
		copy( $file, $dir . '/includes/' . basename( $file ) );
	}
	file_put_contents( $dir . '/storefront.js', $bundle );
	file_put_contents( $dir . '/head-capture.js', SW_HEAD );
	file_put_contents( $dir . '/takeover.json', sw_takeover_json() );
	@mkdir( $dir . '/first-paint', 0777, true );
	file_put_contents( $dir . '/first-paint/reviews-grid.js', "grid('</x>');\n" );
	file_put_contents( $dir . '/first-paint/reviews-slider.js', "slider();\n" );
	file_put_contents( $dir . '/first-paint/product-tabs.js', "tabs();\n" );
	file_put_contents( $dir . '/first-paint/points-box.js', "points();\n" );
	file_put_contents(
		$dir . '/first-paint.json',
		json_encode(
			array(
				'reviews-grid'   => array( 'file' => 'first-paint/reviews-grid.js', 'shortcodes' => array( 'cusrev_reviews_grid' ), 'blocks' => array( 'ivole/cusrev-reviews-grid' ) ),
				'reviews-slider' => array( 'file' => 'first-paint/reviews-slider.js', 'shortcodes' => array( 'cusrev_reviews_slider' ), 'blocks' => array( 'ivole/cusrev-reviews-slider' ) ),
				'evil'           => array( 'file' => '../../wp-config.php', 'shortcodes' => array( 'other_shortcode' ), 'blocks' => array() ),
				'product-tabs'   => array( 'file' => 'first-paint/product-tabs.js', 'shortcodes' => array( 'product_page' ), 'blocks' => array(), 'conditions' => array( 'is_product' ) ),
				'points-box'     => array( 'file' => 'first-paint/points-box.js', 'shortcodes' => array(), 'blocks' => array(), 'conditions' => array( 'sw_never', 'is_cart', 'is_checkout' ) ),
			)
		)
	);
	return $dir;
}

/**
 * A plugin folder beside installed plugins: `$plugins` maps a plugin folder to [main file, Version header],
 * `$scripts` the handles registered (and enqueued) to their URLs, as those releases register them.
 */
function sw_site_dir( $folder, $plugins, $scripts ) {
	$dir = sw_plugin_dir( $folder, "export{};\n" );
	foreach ( $plugins as $plugin => $main ) {
		@mkdir( "$dir/plugins/$plugin", 0777, true );
		file_put_contents( "$dir/plugins/$plugin/{$main[0]}", "<?php\n/**\n * Plugin Name: $plugin\n * Version: {$main[1]}\n */\n" );
	}
	file_put_contents( "$dir/scripts.json", json_encode( $scripts ) );
	return $dir;
}

/** The storefrontWidgetsTakeOver object the footer printed. */
function sw_report( $out ) {
	return preg_match( '/var storefrontWidgetsTakeOver = (.*?); var storefrontWidgetsStandDown = /', $out['footer'], $m ) ? json_decode( $m[1], true ) : null;
}

/** The storefrontWidgetsStandDown object the footer printed: widget => reason. */
function sw_stand_down( $out ) {
	return preg_match( '/var storefrontWidgetsStandDown = (.*?);<\/script>/', $out['footer'], $m ) ? json_decode( $m[1], true ) : null;
}

function sw_case( $case, $dir ) {
	$out = shell_exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __FILE__ ) . ' --case=' . $case . ' ' . escapeshellarg( $dir ) . ' 2>&1' );
	$json = json_decode( (string) $out, true );
	if ( ! is_array( $json ) ) {
		echo "case $case printed: $out\n";
		exit( 1 );
	}
	return $json;
}

echo "public/storefront-widgets.php\n";
$a     = sw_plugin_dir( 'any-folder-name', "export{};// build a\n" );
$b     = sw_plugin_dir( 'storefront-widgets', "export{};// build b\n" );
$build = substr( md5_file( $a . '/storefront.js' ), 0, 12 );

$module = sw_case( 'module', $a );
sw_check(
	'6.5+: storefront.js is enqueued once as a script module, under the plugin\'s own folder, with no dependency',
	array( array( 'wp_enqueue_script_module', 'storefront-widgets', 'https://shop.example/store/wp-content/plugins/any-folder-name/storefront.js', array(), $build ) ) === $module['calls'],
	json_encode( $module['calls'] )
);
$other = sw_case( 'module', $b );
sw_check(
	'6.5+: the version is the build\'s content hash, so another build gets another URL (cache busting)',
	isset( $other['calls'][0][4] ) && $other['calls'][0][4] !== $build && preg_match( '/^[0-9a-f]{12}$/', $other['calls'][0][4] ),
	json_encode( $other['calls'] )
);

$theme = sw_case( 'theme', $a );
sw_check(
	'from a theme (functions.php requires the file): storefront.js resolves under the theme\'s URL',
	isset( $theme['calls'][0][2] ) && 'https://shop.example/store/wp-content/themes/astra-child/any-folder-name/storefront.js' === $theme['calls'][0][2],
	json_encode( $theme['calls'] )
);

$classic = sw_case( 'classic', $a );
sw_check(
	'before 6.5: a classic enqueue in the footer with the same version',
	array( array( 'wp_enqueue_script', 'storefront-widgets', 'https://shop.example/store/wp-content/plugins/any-folder-name/storefront.js', array(), $build, true ) ) === $classic['calls'],
	json_encode( $classic['calls'] )
);
sw_check(
	'before 6.5: its tag is printed as type="module", replacing the type WordPress adds without html5 script support',
	"<script data-no-optimize=\"1\" data-no-defer=\"1\" data-cfasync=\"false\" type=\"module\" src='https://shop.example/s.js' id='storefront-widgets-js'></script>\n" === $classic['tags'][0]
		&& "<script data-no-optimize=\"1\" data-no-defer=\"1\" data-cfasync=\"false\" type=\"module\" src='https://shop.example/s.js' id='storefront-widgets-js'></script>\n" === $classic['tags'][1],
	json_encode( $classic['tags'] )
);
sw_check( 'other scripts\' tags are left alone', "<script src='https://shop.example/other.js' id='other-js'></script>\n" === $classic['tags'][2], json_encode( $classic['tags'] ) );

$expected_head = "<script id=\"storefront-widgets-head-js\" data-no-optimize=\"1\" data-no-defer=\"1\" data-cfasync=\"false\">(()=>{let a='<\\/script>';})();</script>\n";
sw_check( 'the head capture script is printed inline in wp_head, as built, its `</` escaped (6.5+)', $expected_head === $module['head'], json_encode( $module['head'] ) );
sw_check( 'the head capture script is printed before 6.5 too (the module is in the footer there)', $expected_head === $classic['head'], json_encode( $classic['head'] ) );

$tabs_job   = '<script id="storefront-widgets-first-paint-product-tabs-js" data-no-optimize="1" data-no-defer="1" data-cfasync="false">tabs();</script>' . "\n";
$points_job = '<script id="storefront-widgets-first-paint-points-box-js" data-no-optimize="1" data-no-defer="1" data-cfasync="false">points();</script>' . "\n";
$product    = sw_case( 'product', $a );
$cart       = sw_case( 'cart', $a );
sw_check( 'first-paint jobs by page: the tabs\' after the head script on a product page, nothing else', $expected_head . $tabs_job === $product['head'], json_encode( $product['head'] ) );
sw_check( 'first-paint jobs by page: the points field\'s on the cart; a name outside the known conditional tags is never called', $expected_head . $points_job === $cart['head'], json_encode( $cart['head'] ) );
sw_check( 'first-paint jobs by page: none on another page', $expected_head === $module['head'], json_encode( $module['head'] ) );

$fp   = $module['first_paint'];
$attr = ' data-no-optimize="1" data-no-defer="1" data-cfasync="false"';
sw_check(
	'first-paint jobs: printed inline before the first grid only, its `</` escaped; before the slider block; not for another shortcode, nor a file outside first-paint/',
	array(
		'<script id="storefront-widgets-first-paint-reviews-grid-js"' . $attr . ">grid('<\\/x>');</script><div class=\"cr-reviews-grid\">1</div>",
		'<div class="cr-reviews-grid">2</div>',
		'<script id="storefront-widgets-first-paint-reviews-slider-js"' . $attr . '>slider();</script><div class="cr-reviews-slider"></div>',
		'<p>x</p>',
	) === $fp,
	json_encode( $fp )
);

$o       = $module['optimizers'];
$markers = array( '/store/wp-content/plugins/any-folder-name/', 'storefront-widgets-head-js', 'storefront-widgets-first-paint-', 'storefrontWidgets' );
$data    = array( 'var wps_wpr = ', 'var awpOtpAjax = ', 'var cr_ajax_object = ', 'var wc_add_to_cart_params = ' );
$rocket  = $o['rocket_delay_js_exclusions'];
sw_check(
	'WP Rocket delay JS: the folder, the head script id, the inline name and the replaced plugins\' settings as regular expressions, after the site\'s own',
	array( 'jquery', '/store/wp\\-content/plugins/any\\-folder\\-name/', 'storefront\\-widgets\\-head\\-js', 'storefront\\-widgets\\-first\\-paint\\-', 'storefrontWidgets' ) === array_slice( $rocket, 0, 5 )
		&& in_array( 'var wps_wpr \\= ', $rocket, true ) && in_array( 'var awpOtpAjax \\= ', $rocket, true ),
	json_encode( $rocket )
);
foreach ( array( 'rocket_exclude_defer_js', 'rocket_exclude_js', 'rocket_excluded_inline_js_content', 'litespeed_optimize_js_excludes', 'litespeed_optm_js_defer_exc', 'litespeed_optm_gm_js_exc', 'sgo_javascript_combine_excluded_inline_content', 'perfmatters_delay_js_exclusions', 'perfmatters_defer_js_exclusions' ) as $f ) {
	sw_check(
		"$f: the bundle's folder, head script id, inline name and the replaced plugins' settings",
		is_array( $o[ $f ] ) && array_slice( $o[ $f ], 0, 4 ) === $markers && ! array_diff( $data, $o[ $f ] ),
		json_encode( $o[ $f ] )
	);
}
sw_check(
	'Autoptimize: appended to its comma-separated string',
	0 === strpos( $o['autoptimize_filter_js_exclude'], 'seal.js, js/jquery/jquery.js, ' . implode( ', ', $markers ) . ', var ' ) && false !== strpos( $o['autoptimize_filter_js_exclude'], 'var wps_wpr = ' ),
	json_encode( $o['autoptimize_filter_js_exclude'] )
);
sw_check(
	'SiteGround Speed Optimizer: the module\'s handle in its minify, combine and async lists',
	array( 'jquery-core', 'storefront-widgets' ) === $o['sgo_js_minify_exclude'] && array( 'storefront-widgets' ) === $o['sgo_javascript_combine_exclude'] && array( 'storefront-widgets' ) === $o['sgo_js_async_exclude'],
	json_encode( $o )
);
sw_check(
	'the script module (6.5+) carries the no-optimize attributes; other scripts do not',
	array( 'type' => 'module', 'src' => 'https://shop.example/s.js', 'id' => 'storefront-widgets-js-module', 'data-no-optimize' => '1', 'data-no-defer' => '1', 'data-cfasync' => 'false' ) === $o['module_attributes']
		&& array( 'src' => 'https://shop.example/o.js', 'id' => 'other-js' ) === $o['other_attributes'],
	json_encode( array( $o['module_attributes'], $o['other_attributes'] ) )
);

$disabled = sw_case( 'disabled', $a );
sw_check( 'STOREFRONT_WIDGETS_DISABLED: nothing is enqueued', array() === $disabled['calls'], json_encode( $disabled['calls'] ) );
sw_check( 'STOREFRONT_WIDGETS_DISABLED: no head capture script', '' === $disabled['head'], json_encode( $disabled['head'] ) );
$admin = sw_case( 'admin', $a );
sw_check( 'first-paint jobs: none in the admin', array( '<div class="cr-reviews-grid">1</div>' ) === array_slice( $admin['first_paint'], 0, 1 ), json_encode( $admin['first_paint'] ) );
sw_check( 'wp-admin: nothing is enqueued', array() === $admin['calls'], json_encode( $admin['calls'] ) );
sw_check( 'wp-admin: no head capture script', '' === $admin['head'], json_encode( $admin['head'] ) );

$wccp = sw_case( 'wccp', $a );
sw_check( 'copy protection: its head scripts are unhooked (none of their output printed)', false === strpos( $wccp['head'], 'wpcp_disable_selection' ), json_encode( $wccp['head'] ) );
sw_check(
	'copy protection: the widget is told which of the plugin\'s scripts this page gets, the img option and the shop\'s own message',
	false !== strpos( $wccp['head'], 'var storefrontWidgetsCopyProtection = {"selection":true,"rightClick":false,"img":true};' )
		&& false !== strpos( $wccp['head'], 'var smessage = ' . json_encode( 'ممنوع النسخ' ) . ';' ),
	json_encode( $wccp['head'] )
);
sw_check( 'no copy protector: nothing of it printed', false === strpos( $module['head'], 'storefrontWidgetsCopyProtection' ), json_encode( $module['head'] ) );

$spectra = sw_case( 'spectra', $a );
sw_check(
	'Spectra social share on the page: its featured image (large) is printed for the widget in wp_footer',
	false !== strpos( $spectra['wp_footer'], '<script id="storefront-widgets-share-image">var storefrontWidgetsShareImage = "https:\\/\\/shop.example\\/wp-content\\/uploads\\/kettle-1024x1024.webp";</script>' ),
	json_encode( $spectra['wp_footer'] )
);
$bare = sw_case( 'spectra-bare', $a );
sw_check( 'Spectra social share on a page without a featured image: an empty share image', false !== strpos( $bare['wp_footer'], 'var storefrontWidgetsShareImage = "";' ), json_encode( $bare['wp_footer'] ) );
sw_check( 'no Spectra: no share image', '' === $module['wp_footer'], json_encode( $module['wp_footer'] ) );

$wawp      = 'https://shop.example/wp-content/plugins/automation-web-platform/';
$webtoffee = 'https://shop.example/wp-content/plugins/print-invoices-packing-slip-labels-for-woocommerce/public/js/wf-woocommerce-packing-list-public.js?ver=4.7.1';
// Wawp 3.0.15 (class-awp-countrycode.php, class-login.php) and WebToffee 4.7.1, as their releases register them.
$v3 = sw_case(
	'classic',
	sw_site_dir(
		'site-wawp3',
		array(
			'automation-web-platform'                           => array( 'class-awp.php', '3.0.15' ),
			'print-invoices-packing-slip-labels-for-woocommerce' => array( 'print-invoices-packing-slip-labels-for-woocommerce.php', '4.7.1' ),
			'ultimate-addons-for-gutenberg'                     => array( 'ultimate-addons-for-gutenberg.php', '2.19.18' ),
		),
		array(
			'uagb-block-positioning-js' => 'https://shop.example/wp-content/plugins/ultimate-addons-for-gutenberg/assets/js/spectra-block-positioning.min.js?ver=2.19.18',
			'intlTelInput'       => $wawp . 'assets/js/resources/intlTelInput.min.js?ver=23.0.10',
			'woocommerce-iti'    => $wawp . 'assets/js/woocommerce-iti.js?ver=1.0.0',
			'custom-my-account'  => $wawp . 'assets/js/my-account.js?ver=1.0.0',
			'awp-login'          => $wawp . 'assets/js/my-account-login.js?ver=1.0.0',
			'print-invoices-packing-slip-labels-for-woocommerce_public' => $webtoffee,
			// a site or a later release that registers the selector under another name
			'wawp-iti-renamed'   => $wawp . 'assets/js/woocommerce-iti.js?ver=1.0.1',
			// Wawp 4's handle name, on a 3.x site: not 3.x's script, so not taken over for 3.x
			'awp-otp-frontend-scripts' => 'https://shop.example/wp-content/plugins/other/awp-otp-frontend.js',
		)
	)
);
sw_check(
	'Wawp 3.0.15: intlTelInput and woocommerce-iti taken over (src false), and a renamed handle found by its file',
	false === $v3['srcs']['intlTelInput'] && false === $v3['srcs']['woocommerce-iti'] && false === $v3['srcs']['wawp-iti-renamed'],
	json_encode( $v3['srcs'] )
);
sw_check(
	'Wawp 3.0.15: its login scripts (no widget for their form) and 4.x\'s handles stay',
	is_string( $v3['srcs']['custom-my-account'] ) && is_string( $v3['srcs']['awp-login'] ) && is_string( $v3['srcs']['awp-otp-frontend-scripts'] ),
	json_encode( $v3['srcs'] )
);
sw_check( 'Spectra 2.19.18: uagb-block-positioning-js taken over', false === $v3['srcs']['uagb-block-positioning-js'], json_encode( $v3['srcs'] ) );
sw_check( 'WebToffee 4.7.1: print-invoices-packing-slip-labels-for-woocommerce_public taken over', false === $v3['srcs']['print-invoices-packing-slip-labels-for-woocommerce_public'], json_encode( $v3['srcs'] ) );
sw_check(
	'the status lines name a widget standing down for a plugin taken over, with why (Wawp 3.x: the 4.x login)',
	false !== strpos( $v3['status']['wawp']['value'], 'otp-login (wawp 3.0.15: awp-otp-frontend-scripts not taken over)' )
		&& false !== strpos( $v3['status']['wawp']['debug'], 'otp-login' ),
	json_encode( $v3['status']['wawp'] )
);
$report = sw_report( $v3 );
sw_check(
	'the footer tells the bundle each plugin\'s release and the handles taken over (a renamed one as the entry it replaces)',
	is_array( $report )
		&& array( 'version' => '3.0.15', 'supported' => true, 'handles' => array( 'intlTelInput', 'woocommerce-iti' ), 'enabled' => true ) === $report['wawp']
		&& array( 'version' => '4.7.1', 'supported' => true, 'handles' => array( 'print-invoices-packing-slip-labels-for-woocommerce_public' ), 'enabled' => true ) === $report['webtoffee'],
	json_encode( $report )
);
$down = sw_stand_down( $v3 );
sw_check(
	'Wawp 3.0.15: the phone field and the documents run; 4.x\'s signup and login widgets stand down (their scripts are not 3.x\'s)',
	is_array( $down )
		&& ! isset( $down['phone-field'] ) && ! isset( $down['order-documents'] )
		&& 'wawp 3.0.15: awp-otp-frontend-scripts not taken over' === $down['otp-login']
		&& 'wawp 3.0.15: awp-signup-script not taken over' === $down['signup'],
	json_encode( $down )
);

$old = sw_case(
	'classic',
	sw_site_dir(
		'site-old',
		array(
			'automation-web-platform'                           => array( 'awp.php', '2.0.14' ),
			'print-invoices-packing-slip-labels-for-woocommerce' => array( 'print-invoices-packing-slip-labels-for-woocommerce.php', '5.0.0' ),
		),
		array(
			'woocommerce-iti' => $wawp . 'assets/js/woocommerce-iti.js?ver=1.0.0',
			'print-invoices-packing-slip-labels-for-woocommerce_public' => $webtoffee,
		)
	)
);
sw_check(
	'a release outside the declared range (Wawp 2.0.14, WebToffee 5.0.0): its scripts stay in charge',
	is_string( $old['srcs']['woocommerce-iti'] ) && is_string( $old['srcs']['print-invoices-packing-slip-labels-for-woocommerce_public'] ),
	json_encode( $old['srcs'] )
);
$report = sw_report( $old );
sw_check(
	'…and the footer says so (supported false, nothing taken over)',
	is_array( $report ) && array( 'version' => '2.0.14', 'supported' => false, 'handles' => array(), 'enabled' => true ) === $report['wawp'] && false === $report['webtoffee']['supported'],
	json_encode( $report )
);
$down = sw_stand_down( $old );
sw_check(
	'…and the widgets replacing those scripts stand down, each with why',
	is_array( $down )
		&& 'wawp 2.0.14 is not a release this bundle is declared for' === $down['phone-field']
		&& 'wawp 2.0.14 is not a release this bundle is declared for' === $down['signup']
		&& 'webtoffee 5.0.0 is not a release this bundle is declared for' === $down['order-documents'],
	json_encode( $down )
);

// A classic script kept by a filter while another of its widget's scripts is taken over, a FiboSearch release
// before the declared 1.29 and a declared CusRev release.
$kept = sw_case(
	'kept',
	sw_site_dir(
		'site-kept',
		array(
			'ajax-search-for-woocommerce'  => array( 'ajax-search-for-woocommerce.php', '1.28.1' ),
			'customer-reviews-woocommerce' => array( 'ivole.php', '5.117.0' ),
		),
		array(
			'wc-add-to-cart'         => 'https://shop.example/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js',
			'astra-shop-add-to-cart' => 'https://shop.example/wp-content/themes/astra/assets/js/minified/shop-add-to-cart.min.js',
			'jquery-dgwt-wcas'       => 'https://shop.example/wp-content/plugins/ajax-search-for-woocommerce/assets/js/search.min.js',
			'cr-frontend-js'         => 'https://shop.example/wp-content/plugins/customer-reviews-woocommerce/js/frontend.js',
		)
	)
);
sw_check(
	'kept by the filter: wc-add-to-cart stays, Astra\'s shop add is taken over; FiboSearch 1.28.1 stays; CusRev 5.117.0 is taken over',
	is_string( $kept['srcs']['wc-add-to-cart'] ) && false === $kept['srcs']['astra-shop-add-to-cart']
		&& is_string( $kept['srcs']['jquery-dgwt-wcas'] ) && false === $kept['srcs']['cr-frontend-js'],
	json_encode( $kept['srcs'] )
);
$down = sw_stand_down( $kept );
sw_check(
	'…so add-to-cart stands down (never two handlers on one button), the search widgets stand down, the reviews run',
	is_array( $down )
		&& 'wc-add-to-cart is on this page and was not taken over' === $down['add-to-cart']
		&& 'fibosearch 1.28.1 is not a release this bundle is declared for' === $down['product-search']
		&& 'fibosearch 1.28.1 is not a release this bundle is declared for' === $down['search-fixer']
		&& ! isset( $down['product-reviews'] ) && ! isset( $down['qna'] ) && ! isset( $down['trust-badge-block'] ),
	json_encode( $down )
);

// An undeclared CusRev: frontend.js stays, so every widget replacing its behaviour stands down, the block and
// shortcode trust badges' fitting (crResizeTrustBadges) included: never fitted twice
$cr6  = sw_case(
	'classic',
	sw_site_dir(
		'site-cusrev-6',
		array( 'customer-reviews-woocommerce' => array( 'ivole.php', '6.0.0' ) ),
		array( 'cr-frontend-js' => 'https://shop.example/wp-content/plugins/customer-reviews-woocommerce/js/frontend.js' )
	)
);
$down = sw_stand_down( $cr6 );
sw_check(
	'CusRev 6.0.0: frontend.js stays, and every reviews widget stands down, trust-badge-block with them',
	is_string( $cr6['srcs']['cr-frontend-js'] ) && is_array( $down )
		&& 'cusrev 6.0.0 is not a release this bundle is declared for' === $down['trust-badge-block']
		&& isset( $down['product-reviews'], $down['trust-badge'], $down['reviews-grid'], $down['media-modal'] ),
	json_encode( array( $cr6['srcs'], $down ) )
);

// A build without takeover.json (a copy that lost a file): the plugin is off, every classic script stays
$broken = sw_site_dir(
	'site-no-map',
	array( 'customer-reviews-woocommerce' => array( 'ivole.php', '5.117.0' ) ),
	array( 'cr-frontend-js' => 'https://shop.example/wp-content/plugins/customer-reviews-woocommerce/js/frontend.js' )
);
unlink( "$broken/takeover.json" );
$out = sw_case( 'classic', $broken );
sw_check(
	'no takeover.json: nothing is taken over and nothing printed for the bundle',
	is_string( $out['srcs']['cr-frontend-js'] ) && null === sw_report( $out ),
	json_encode( $out['srcs'] )
);

// WooCommerce and Astra: the releases of the last two years (WooCommerce 8.0 to 11.x, Astra 4.x) are taken over,
// order attribution from WooCommerce 8.5 (OrderAttributionController); older or newer releases keep their scripts.
$wc      = 'https://shop.example/wp-content/plugins/woocommerce/assets/js/';
$astra   = 'https://shop.example/wp-content/themes/astra/assets/js/minified/';
$wc_page = array(
	'wc-add-to-cart'                 => $wc . 'frontend/add-to-cart.min.js',
	'wc-cart'                        => $wc . 'frontend/cart.min.js',
	'wc-order-attribution'           => $wc . 'frontend/order-attribution.min.js',
	'astra-mobile-cart'              => $astra . 'mobile-cart.min.js',
	'astra-add-to-cart-quantity-btn' => $astra . 'add-to-cart-quantity-btn.min.js',
);
foreach ( array(
	array( '8.0.0', '4.0.2', true, true, false ),
	array( '8.5.1', '4.4.1', true, true, true ),
	array( '11.0.1', '4.13.10', true, true, true ),
	array( '7.9.0', '3.9.4', false, false, false ),
	array( '12.0.0', '5.0.0', false, false, false ),
) as list( $wc_release, $astra_release, $wc_in, $astra_in, $attribution ) ) {
	$dir = sw_site_dir( "site-wc-$wc_release", array( 'woocommerce' => array( 'woocommerce.php', $wc_release ) ), $wc_page );
	file_put_contents( "$dir/astra-version.txt", $astra_release );
	$out    = sw_case( 'classic', $dir );
	$report = sw_report( $out );
	$down   = sw_stand_down( $out );
	$taken  = function ( $handle ) use ( $out ) {
		return false === $out['srcs'][ $handle ];
	};
	sw_check(
		"WooCommerce $wc_release, Astra $astra_release: " . ( $wc_in ? 'taken over' : 'their scripts stay, the widgets stand down' ),
		is_array( $report ) && is_array( $down )
			&& $wc_in === $taken( 'wc-add-to-cart' ) && $wc_in === $taken( 'wc-cart' ) && $attribution === $taken( 'wc-order-attribution' )
			&& $astra_in === $taken( 'astra-mobile-cart' ) && $astra_in === $taken( 'astra-add-to-cart-quantity-btn' )
			&& $wc_release === $report['woocommerce']['version'] && $wc_in === $report['woocommerce']['supported']
			&& $astra_release === $report['astra']['version'] && $astra_in === $report['astra']['supported']
			&& ( $wc_in ? ! isset( $down['add-to-cart'] ) && ! isset( $down['cart-page'] ) : "woocommerce $wc_release is not a release this bundle is declared for" === $down['cart-page'] )
			&& ( $astra_in ? ! isset( $down['mini-cart'] ) && ! isset( $down['quantity-buttons'] ) : "astra $astra_release is not a release this bundle is declared for" === $down['quantity-buttons'] )
			// the theme's page elements (astra-theme-js): the menu, scroll to top and to an anchor follow the theme's release
			&& ( $astra_in ? ! isset( $down['mobile-menu'] ) && ! isset( $down['scroll-to-top'] ) && ! isset( $down['scroll-to-hash'] )
				: "astra $astra_release is not a release this bundle is declared for" === $down['mobile-menu'] && isset( $down['scroll-to-top'], $down['scroll-to-hash'] ) )
			// the store's cart runs with every release (it replaces no script of its own)
			&& ! isset( $down['cart-fragments'] ) && ! isset( $down['cart-count'] )
			&& ( $attribution ? ! isset( $down['order-attribution'] ) : isset( $down['order-attribution'] ) ),
		json_encode( array( $out['srcs'], $report['woocommerce'] ?? null, $report['astra'] ?? null, $down ) )
	);
}

// WooCommerce's own storefront scripts: woocommerce.js, country-select.js and address-i18n.js are taken over on
// the cart (selectWoo, enqueued for country-select.js alone, goes too); on the classic checkout wc-checkout
// (kept) calls into all three, so they stay whole there and their widgets stand down on that page.
$wc_core = array(
	'woocommerce'       => array( 'src' => $wc . 'frontend/woocommerce.min.js', 'deps' => array( 'jquery', 'jquery-blockui', 'js-cookie' ) ),
	'wc-country-select' => array( 'src' => $wc . 'frontend/country-select.min.js', 'deps' => array( 'jquery' ) ),
	'wc-address-i18n'   => array( 'src' => $wc . 'frontend/address-i18n.min.js', 'deps' => array( 'jquery', 'wc-country-select' ) ),
	'selectWoo'         => array( 'src' => $wc . 'selectWoo/selectWoo.full.min.js', 'deps' => array( 'jquery' ) ),
);
foreach ( array(
	'cart'     => array( 'wc-cart' => array( 'src' => $wc . 'frontend/cart.min.js', 'deps' => array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) ) ),
	'checkout' => array( 'wc-checkout' => array( 'src' => $wc . 'frontend/checkout.min.js', 'deps' => array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) ) ),
) as $wc_page_name => $wc_page_scripts ) {
	$dir      = sw_site_dir( "site-wc-core-$wc_page_name", array( 'woocommerce' => array( 'woocommerce.php', '11.0.1' ) ), $wc_core + $wc_page_scripts );
	$out      = sw_case( 'classic', $dir );
	$report   = sw_report( $out );
	$down     = sw_stand_down( $out );
	$checkout = 'checkout' === $wc_page_name;
	$core     = array( 'woocommerce', 'wc-country-select', 'wc-address-i18n' );
	$kept     = array_filter(
		$core,
		function ( $handle ) use ( $out ) {
			return is_string( $out['srcs'][ $handle ] );
		}
	);
	sw_check(
		$checkout
			? 'the classic checkout: woocommerce.js, country-select.js and address-i18n.js stay whole for checkout.js (selectWoo with them), their widgets stand down there'
			: 'the cart: woocommerce.js, country-select.js and address-i18n.js taken over, selectWoo dequeued',
		is_array( $report ) && is_array( $down )
			&& ( $checkout ? count( $kept ) === 3 : array() === $kept )
			&& $checkout === in_array( 'selectWoo', $out['queue'], true )
			&& $checkout === ! array_intersect( $core, $report['woocommerce']['handles'] )
			&& ( $checkout
				? 'woocommerce is on this page and was not taken over' === ( $down['woocommerce-js'] ?? '' ) && isset( $down['country-select'] )
				: ! isset( $down['woocommerce-js'] ) && ! isset( $down['country-select'] ) && false === $out['srcs']['wc-cart'] ),
		json_encode( array( $out['srcs'], $out['queue'], $report['woocommerce'] ?? null, $down ) )
	);
}

// A declared WooCommerce with an undeclared Astra: the add-to-cart widget replaces both plugins' shop scripts and
// stands down, so WooCommerce's add-to-cart.js stays with it (the buttons keep a handler); the cart page is taken over.
$dir = sw_site_dir( 'site-astra-5', array( 'woocommerce' => array( 'woocommerce.php', '11.0.1' ) ), $wc_page + array( 'astra-shop-add-to-cart' => $astra . 'shop-add-to-cart.min.js' ) );
file_put_contents( "$dir/astra-version.txt", '5.0.0' );
$out  = sw_case( 'classic', $dir );
$down = sw_stand_down( $out );
sw_check(
	'WooCommerce 11.0.1 with Astra 5.0.0: add-to-cart stands down and WooCommerce\'s add-to-cart.js stays beside Astra\'s shop script; wc-cart is taken over',
	is_string( $out['srcs']['wc-add-to-cart'] ) && is_string( $out['srcs']['astra-shop-add-to-cart'] ) && false === $out['srcs']['wc-cart']
		&& is_array( $down ) && 'astra 5.0.0 is not a release this bundle is declared for' === $down['add-to-cart'] && ! isset( $down['cart-page'] ),
	json_encode( array( $out['srcs'], $down ) )
);

// The bundle's texts in the site's language: a French JSON translation of storefront.js in the languages folder
// is announced on a French page (where to fetch it); an Arabic page is told nothing (the bundle carries Arabic).
$dir = sw_site_dir( 'site-french', array(), $wc_page );
@mkdir( "$dir/languages/plugins", 0777, true );
file_put_contents( "$dir/languages/plugins/storefront-widgets-fr_FR-" . md5( 'storefront.js' ) . '.json', '{"locale_data":{"messages":{"Login methods":["Méthodes de connexion"]}}}' );
$french = sw_case( 'french', $dir );
$arabic = sw_case( 'classic', $dir );
sw_check(
	'a French translation file: the French page is told where to fetch it, the Arabic page nothing',
	1 === preg_match( '#var storefrontWidgetsI18n = \{"locale":"fr_FR","url":"(.*?)"\};#', $french['footer'], $m )
		&& 1 === preg_match( '#^https://shop\.example/store/wp-admin/admin-ajax\.php\?action=storefront_widgets_l10n&locale=fr_FR&v=[0-9a-f]{8}$#', json_decode( '"' . $m[1] . '"' ) )
		&& false === strpos( $arabic['footer'], 'storefrontWidgetsI18n' ),
	json_encode( array( $french['footer'], $arabic['footer'] ) )
);

// The settings screen's option: one plugin switched off brings its scripts back and stands its widgets down,
// the others stay taken over; the bundle switched off takes nothing over. The status lines say the same.
$points_site = array(
	'points-and-rewards-for-woocommerce' => 'https://shop.example/wp-content/plugins/points-and-rewards-for-woocommerce/public/js/points-rewars-for-woocommerce-public.min.js',
	'cr-frontend-js'                     => 'https://shop.example/wp-content/plugins/customer-reviews-woocommerce/js/frontend.js',
);
foreach ( array(
	'points off'  => array( 'enabled' => true, 'off' => array( 'points', 'not-a-plugin' ) ),
	'bundle off'  => array( 'enabled' => false, 'off' => array() ),
) as $label => $option ) {
	$dir = sw_site_dir( 'site-' . str_replace( ' ', '-', $label ), array( 'woocommerce' => array( 'woocommerce.php', '11.0.1' ) ), $wc_page + $points_site );
	file_put_contents( "$dir/options.json", json_encode( array( 'storefront_widgets_settings' => $option ) ) );
	$out  = sw_case( 'classic', $dir );
	$down = sw_stand_down( $out );
	if ( 'points off' === $label ) {
		sw_check(
			'points switched off in the settings: its script stays, points-box stands down saying so; CusRev and WooCommerce stay taken over',
			is_string( $out['srcs']['points-and-rewards-for-woocommerce'] ) && false === $out['srcs']['cr-frontend-js'] && false === $out['srcs']['wc-cart']
				&& is_array( $down ) && 'points is switched off in the settings' === $down['points-box'] && ! isset( $down['cart-page'] ),
			json_encode( array( $out['srcs'], $down ) )
		);
		sw_check(
			'…and the status lines say it for the owner: points switched off, WooCommerce taken over',
			false !== strpos( $out['status']['points']['value'], 'switched off in the settings' ) && 0 === strpos( $out['status']['points']['debug'], 'none; ' )
				&& false !== strpos( $out['status']['points']['debug'], '; switched-off;' )
				&& 0 === strpos( $out['status']['woocommerce']['debug'], '11.0.1; ' ) && false !== strpos( $out['status']['woocommerce']['debug'], '; taken-over;' )
				&& 'on' === $out['status']['bundle']['debug'],
			json_encode( $out['status'] )
		);
	} else {
		sw_check(
			'the bundle switched off in the settings: every script stays, nothing printed for the bundle',
			is_string( $out['srcs']['points-and-rewards-for-woocommerce'] ) && is_string( $out['srcs']['wc-cart'] ) && null === $down
				&& 'off' === $out['status']['bundle']['debug'] && false !== strpos( $out['status']['woocommerce']['debug'], '; bundle-off;' ),
			json_encode( array( $out['srcs'], $out['status'] ) )
		);
	}
}

/** rm -r of the test's temporary folder */
function sw_remove( $path ) {
	if ( is_dir( $path ) ) {
		foreach ( scandir( $path ) as $name ) {
			if ( '.' !== $name && '..' !== $name ) {
				sw_remove( "$path/$name" );
			}
		}
		rmdir( $path );
	} else {
		unlink( $path );
	}
}
sw_remove( dirname( $a ) );

sw_done();
