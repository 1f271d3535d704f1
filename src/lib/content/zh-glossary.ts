/**
 * Chinese terminology of the documentation, as data.
 *
 * The glossary itself lives in the writers' guide (CONTENT.md). This module holds the part a machine can
 * check: wordings that must not appear in a Chinese page, each with the term to use instead.
 * tests/unit/zh-terminology.test.ts applies these rules to every page under content/docs/zh.
 *
 * Add a rule when a review finds a variant that drifted in; keep each pattern narrow enough that it never
 * matches correct text (the test also runs the examples below, so a rule that stops matching its own
 * example, or matches its correct form, fails).
 */

export interface ZhTermRule {
  /** Stable identifier, shown in test failures. */
  id: string;
  /** What to avoid. Matched against each line of a page (prose and code comments alike). */
  avoid: RegExp;
  /** The glossary term to write instead. */
  use: string;
  /** A line the rule must flag. */
  bad: string;
  /** The same line written correctly, which the rule must not flag. */
  good: string;
}

export const ZH_TERM_RULES: readonly ZhTermRule[] = [
  {
    id: 'sse',
    avoid: /服务器推送事件|服务端推送事件/,
    use: '服务器发送事件（SSE）',
    bad: '或改用服务器推送事件（SSE）。',
    good: '或改用服务器发送事件（SSE）。',
  },
  {
    id: 'exception-handler',
    avoid: /异常的?处理函数/,
    use: '异常处理器（处理函数 is the route handler）',
    bad: '注册异常处理函数，然后声明路由',
    good: '注册异常处理器，然后声明路由',
  },
  {
    id: 'exception-handler-after-code',
    // `@app.exception` 处理函数, `router.exception(...)` 注册的处理函数 …
    avoid: /`[^`\n]*exception[^`\n]*`\s*(?:注册的|注册|设置的|的)?\s*处理函数/,
    use: '异常处理器（处理函数 is the route handler）',
    bad: '用 `@app.exception` 处理函数统一返回 JSON',
    good: '用 `@app.exception` 异常处理器统一返回 JSON',
  },
  {
    id: 'token-getter',
    avoid: /令牌读取器|令牌提取器|令牌获取函数/,
    use: '令牌获取器',
    bad: '`BearerGetter` 是内置的令牌读取器',
    good: '`BearerGetter` 是内置的令牌获取器',
  },
  {
    id: 'authentication-handler',
    avoid: /认证处理器|鉴权处理器|身份验证处理函数/,
    use: '身份验证处理器',
    bad: '配置认证处理器之后',
    good: '配置身份验证处理器之后',
  },
  {
    id: 'before-after-hook',
    avoid: /请求[前后]钩子/,
    use: '前置钩子 / 后置钩子',
    bad: '请求前钩子返回 Response 时',
    good: '前置钩子返回 Response 时',
  },
  {
    id: 'fast-path',
    avoid: /快速通道/,
    use: '快速路径',
    bad: '第 3 步的快速通道就会关闭',
    good: '第 3 步的快速路径就会关闭',
  },
  {
    id: 'traceback',
    avoid: /堆栈/,
    use: '调用栈',
    bad: '错误的完整堆栈',
    good: '错误的完整调用栈',
  },
  {
    id: 'pip-extra',
    avoid: /额外依赖|extras/,
    use: '可选依赖（extra）',
    bad: '可选功能以 extras 的形式提供',
    good: '可选功能以可选依赖（extra）的形式提供',
  },
  {
    id: 'schema',
    avoid: /(?:请求体|响应体?|成功响应|JSON)的?模式/,
    use: 'schema (kept in Latin script)',
    bad: '成功响应体的模式，优先于返回值注解',
    good: '成功响应体的 schema，优先于返回值注解',
  },
  {
    id: 'endpoint',
    avoid: /WebSocket 接口|集成接口|(?:生成|自动生成)的接口/,
    use: '端点',
    bad: '路由、中间件、WebSocket 接口、静态目录',
    good: '路由、中间件、WebSocket 端点、静态目录',
  },
  {
    id: 'default-in-property-type',
    avoid: /<Property\b[^>]*\btype=["'][^"']*(?:默认值|缺省|默认[：:])/,
    use: '默认 followed by the value, as in type="默认 8080" or type="int，默认 1"',
    bad: '<Property name="ROBYN_PORT" type="默认值：8080">',
    good: '<Property name="ROBYN_PORT" type="默认 8080">',
  },
];
