/**
 * Chinese terminology of the documentation, as data.
 *
 * The glossary itself lives in the writers' guide (CONTENT.md). This module holds the part a machine can
 * check: wordings that must not appear in a Chinese page, each with the term to use instead.
 * tests/unit/zh-terminology.test.ts applies these rules to every Chinese text the site shows.
 *
 * Add a rule when a review finds a variant that drifted in; keep each pattern narrow enough that it never
 * matches correct text (the test also runs the examples below, so a rule that stops matching its own
 * example, or matches its correct form, fails).
 */

/** One row of CONTENT.md's glossary: the English concept and the Chinese term the guide prescribes. */
export interface ZhConcept {
  en: string;
  zh: string;
}

/**
 * CONTENT.md's glossary, row by row (its English column is each rule's `concept`). Terms the guide lacks and
 * the site settled on are added at the end, marked as such; CONTENT.md stays the reference.
 */
export const ZH_GLOSSARY: readonly ZhConcept[] = [
  { en: 'route / routing', zh: '路由' },
  { en: 'handler', zh: '处理函数' },
  { en: 'request / response', zh: '请求 / 响应' },
  { en: 'request object', zh: '请求对象' },
  { en: 'query parameters', zh: '查询参数' },
  { en: 'path parameters', zh: '路径参数' },
  { en: 'headers', zh: '请求头 / 响应头' },
  { en: 'body', zh: '请求体 / 响应体' },
  { en: 'middleware', zh: '中间件' },
  { en: 'authentication', zh: '身份验证' },
  { en: 'authorization', zh: '授权' },
  { en: 'dependency injection', zh: '依赖注入' },
  {
    en: 'sub-router (`SubRouter`)',
    zh: '子路由器 (a route is 路由, the object that holds routes is 子路由器; 子路由 alone reads as a child route)',
  },
  { en: 'template / templating', zh: '模板 / 模板渲染' },
  { en: 'file upload', zh: '文件上传' },
  { en: 'form data', zh: '表单数据' },
  { en: 'redirect', zh: '重定向' },
  { en: 'exception / error handling', zh: '异常 / 错误处理' },
  { en: 'exception handler', zh: '异常处理器 (not 处理函数, which is a route handler)' },
  { en: 'server-sent events (SSE)', zh: '服务器发送事件（SSE）' },
  { en: 'default (in a type or Property)', zh: '默认' },
  { en: 'session', zh: '会话' },
  { en: 'static files', zh: '静态文件' },
  { en: 'response object', zh: '响应对象' },
  { en: 'testing / test client', zh: '测试 / 测试客户端' },
  { en: 'endpoint', zh: '端点' },
  { en: 'authentication handler', zh: '身份验证处理器' },
  { en: 'token getter', zh: '令牌获取器' },
  { en: 'before / after hook (middleware)', zh: '前置钩子 / 后置钩子' },
  { en: 'route hook (hook for one path)', zh: '路由钩子' },
  { en: 'startup / shutdown handler', zh: '启动处理函数 / 关闭处理函数' },
  { en: 'typed parameters', zh: '带类型的参数' },
  { en: 'include (`include_router`)', zh: '引入' },
  { en: 'dependencies (injected values)', zh: '依赖' },
  { en: 'server side', zh: '服务端' },
  { en: 'required (a parameter)', zh: '必填' },
  { en: 'CPU cores', zh: 'CPU 核心数' },
  { en: 'helper function', zh: '辅助函数' },
  { en: 'cookie / bearer token', zh: 'Cookie / Bearer 令牌 (capitalised)' },
  { en: 'fast path', zh: '快速路径' },
  { en: 'schema (OpenAPI, GraphQL)', zh: 'schema (kept in Latin script)' },
  { en: 'pip extra', zh: '可选依赖（extra）' },
  {
    en: 'traceback',
    zh: "回溯（traceback）, 栈回溯 (as in Python's own Chinese docs; the call stack itself is 调用栈)",
  },
  { en: 'WebSocket', zh: 'WebSocket' },
  { en: 'real-time notifications', zh: '实时通知' },
  { en: 'logging / monitoring', zh: '日志 / 监控' },
  { en: 'deployment', zh: '部署' },
  {
    en: 'scaling',
    zh: '扩展, with a qualifier where it could read as "extension": 多核扩展 (robyn.tech\'s page title), 横向扩展 (scale out); 扩容 only for adding capacity',
  },
  { en: 'multiprocess execution', zh: '多进程执行' },
  { en: 'worker / process', zh: '工作线程 / 进程' },
  { en: 'environment variables', zh: '环境变量' },
  { en: 'const request', zh: '常量请求' },
  { en: 'cross-origin resource sharing', zh: '跨域资源共享（CORS）' },
  { en: 'getting started', zh: '快速开始' },
  { en: 'API reference', zh: 'API 参考' },
  { en: 'example application', zh: '示例应用' },
  { en: 'roadmap', zh: '路线图' },
  { en: 'community resources', zh: '社区资源' },
  { en: 'architecture', zh: '架构' },
  { en: 'performance comparison', zh: '性能对比' },
  { en: 'hosting', zh: '托管' },
  { en: 'plugins', zh: '插件' },
  // Not in CONTENT.md: chosen by the site (issue 28).
  { en: 'headers (the `Headers` class, neither side)', zh: 'HTTP 头' },
  { en: 'origin (CORS)', zh: '源（origin）; 同源, 跨域' },
  { en: 'raise (an exception)', zh: '抛出' },
  {
    en: 'const route (a route declared `const=True`)',
    zh: '常量路由 (常量请求 names the feature and its page)',
  },
];

export interface ZhTermRule {
  /** Stable identifier, shown in test failures. */
  id: string;
  /** The glossary row (ZH_GLOSSARY's `en`) the rule enforces; none for a rule of style (quotation marks). */
  concept?: string;
  /**
   * What to avoid. Matched against the prose of each line (zh-terminology.ts proseLines): text outside code
   * blocks with `inline code`, link targets and heading ids masked as `…`, the title of a code fence, and the
   * comments inside code blocks (a code comment in a zh page is prose). Code itself is never matched.
   */
  avoid: RegExp;
  /** Match against the line with its inline code kept (for a rule about the words that follow some code). */
  inlineCode?: boolean;
  /** The glossary term to write instead. */
  use: string;
  /** Lines the rule must flag (one per variant it replaces). */
  bad: string | readonly string[];
  /** The same lines written correctly, and nearby correct wordings, which the rule must not flag. */
  good: string | readonly string[];
}

export const ZH_TERM_RULES: readonly ZhTermRule[] = [
  {
    id: 'sse',
    concept: 'server-sent events (SSE)',
    avoid: /服务器推送事件|服务端推送事件/,
    use: '服务器发送事件（SSE）',
    bad: '或改用服务器推送事件（SSE）。',
    good: '或改用服务器发送事件（SSE）。',
  },
  {
    id: 'exception-handler',
    concept: 'exception handler',
    avoid: /异常的?处理函数/,
    use: '异常处理器（处理函数 is the route handler）',
    bad: '注册异常处理函数，然后声明路由',
    good: '注册异常处理器，然后声明路由',
  },
  {
    id: 'exception-handler-after-code',
    concept: 'exception handler',
    // `@app.exception` 处理函数, `router.exception(...)` 注册的处理函数 …
    avoid: /`[^`\n]*exception[^`\n]*`\s*(?:注册的|注册|设置的|的)?\s*处理函数/,
    inlineCode: true,
    use: '异常处理器（处理函数 is the route handler）',
    bad: '用 `@app.exception` 处理函数统一返回 JSON',
    good: '用 `@app.exception` 异常处理器统一返回 JSON',
  },
  {
    id: 'token-getter',
    concept: 'token getter',
    avoid: /令牌读取器|令牌提取器|令牌获取函数/,
    use: '令牌获取器',
    bad: '`BearerGetter` 是内置的令牌读取器',
    good: '`BearerGetter` 是内置的令牌获取器',
  },
  {
    id: 'authentication-handler',
    concept: 'authentication handler',
    avoid: /认证处理器|鉴权处理器|身份验证处理函数/,
    use: '身份验证处理器',
    bad: '配置认证处理器之后',
    good: '配置身份验证处理器之后',
  },
  {
    id: 'before-after-hook',
    concept: 'before / after hook (middleware)',
    avoid: /请求[前后]钩子/,
    use: '前置钩子 / 后置钩子',
    bad: '请求前钩子返回 Response 时',
    good: '前置钩子返回 Response 时',
  },
  {
    id: 'fast-path',
    concept: 'fast path',
    avoid: /快速通道/,
    use: '快速路径',
    bad: '第 3 步的快速通道就会关闭',
    good: '第 3 步的快速路径就会关闭',
  },
  {
    id: 'traceback',
    concept: 'traceback',
    // The traceback a failing handler leaves in the log. The call stack itself is 调用栈, so only the wordings
    // that speak of a logged or printed stack are flagged.
    avoid:
      /堆栈|栈跟踪|栈追踪|(?:完整的?|错误的?|带|连同|保留|附带|附上)调用栈|调用栈(?:会|也会|都会)?被?(?:写入|记录|打印|输出)|日志中的调用栈/,
    use: '回溯（traceback） / 栈回溯 (调用栈 is the call stack itself)',
    bad: [
      '错误的完整堆栈',
      'Robyn 会把完整的调用栈写入日志，并返回 500。',
      '调用栈会写入日志。',
      '以及带调用栈的 `logger.exception` 日志',
      '服务器日志中的调用栈',
    ],
    good: [
      '错误的完整回溯（traceback）',
      'Robyn 会把完整的回溯（traceback）写入日志，并返回 500。',
      '回溯会写入日志。',
      '同步处理函数在调用栈上占用一个工作线程',
    ],
  },
  {
    id: 'pip-extra',
    concept: 'pip extra',
    avoid: /额外依赖|extras|(?<![（\w])extra(?![）\w])/,
    use: '可选依赖（extra）',
    bad: ['可选功能以 extras 的形式提供', '通过 Robyn 的 extra 安装'],
    good: ['可选功能以可选依赖（extra）的形式提供', '通过 Robyn 的可选依赖安装'],
  },
  {
    id: 'schema',
    concept: 'schema (OpenAPI, GraphQL)',
    avoid: /(?:请求体|响应体?|成功响应|JSON)的?模式/,
    use: 'schema (kept in Latin script)',
    bad: '成功响应体的模式，优先于返回值注解',
    good: '成功响应体的 schema，优先于返回值注解',
  },
  {
    id: 'endpoint',
    concept: 'endpoint',
    avoid: /WebSocket 接口|集成接口|(?:生成|自动生成)的接口/,
    use: '端点',
    bad: '路由、中间件、WebSocket 接口、静态目录',
    good: '路由、中间件、WebSocket 端点、静态目录',
  },
  {
    id: 'default-in-property-type',
    concept: 'default (in a type or Property)',
    avoid: /<Property\b[^>]*\btype=["'][^"']*(?:默认值|缺省|默认[：:])/,
    use: '默认 followed by the value, as in type="默认 8080" or type="int，默认 1"',
    bad: '<Property name="ROBYN_PORT" type="默认值：8080">',
    good: '<Property name="ROBYN_PORT" type="默认 8080">',
  },
  {
    id: 'typed-parameters',
    concept: 'typed parameters',
    // 类型化参数, 类型化的路径参数, 带类型参数, 带类型路径参数, 按类型注入参数 …
    avoid: /类型化的?[^，。；、\s]{0,6}参数|带类型(?=(?:路径|查询)?参数)|按类型注入(?:处理函数的?)?参数/,
    use: '带类型的参数（带类型的路径参数、带类型的查询参数）',
    bad: [
      '处理函数（连同类型化参数）',
      '使用类型化的路径参数和查询参数',
      '前置钩子、带类型参数的处理函数',
      '不要使用 `ticket_id: int` 这样的带类型路径参数',
      '## 按类型注入参数 [#typed-parameters]',
    ],
    good: [
      '处理函数（连同带类型的参数）',
      '使用带类型的路径参数和查询参数',
      '带类型的请求体',
      '以及按名称和按类型注入。',
      '### 1. 按类型注解 [#by-annotation]',
    ],
  },
  {
    id: 'route-hook',
    concept: 'route hook (hook for one path)',
    // A before/after hook registered for one path (app.before_request("/path")).
    avoid:
      /路由级钩子|路由专属的?(?:[前后]置)?钩子|路由的[前后]置钩子|针对(?:单个|特定|某个)?路由的(?:钩子|中间件)|路由自己的钩子|路由中间件/,
    use: '路由钩子（路由前置钩子 / 路由后置钩子）',
    bad: [
      '以及按方法和路径登记的路由级钩子。',
      '然后是路由专属的前置钩子',
      '全局前置钩子、路由的前置钩子、处理函数',
      '针对单个路由的钩子不够用',
      '针对特定路由的中间件只对 GET 请求生效',
      '它们的身份验证检查和路由中间件',
    ],
    good: [
      '以及按方法和路径登记的路由钩子。',
      '然后是路由前置钩子',
      '全局前置钩子、路由前置钩子、处理函数',
      '每个路由可挂多个中间件',
      '全局中间件',
    ],
  },
  {
    id: 'subrouter',
    concept: 'sub-router (`SubRouter`)',
    // 子路由 alone reads as a child route; the object that holds routes is a 子路由器.
    avoid: /子路由(?!器)/,
    use: '子路由器',
    bad: ['## 子路由与共享映射', '把评论子路由嵌套到工单子路由中'],
    good: ['## 子路由器与共享映射', '把评论子路由器嵌套到工单子路由器中', '子路由器（SubRouter）'],
  },
  {
    id: 'subrouter-latin',
    concept: 'sub-router (`SubRouter`)',
    // SubRouter outside code: write 子路由器, or 子路由器（SubRouter） at a first mention. Attribute values
    // (<Property type="Robyn、SubRouter">) name the class and are left alone.
    avoid: /(?<![（(\w]|=["'][^"'\n]*)SubRouter(?![\w（(])/,
    use: '子路由器 (子路由器（SubRouter） at a first mention, `SubRouter` for the class in code)',
    bad: ['## 在 SubRouter 上使用视图', '用视图类和嵌套的 SubRouter 组织示例应用。'],
    good: [
      '## 在子路由器上使用视图',
      'Robyn 的子路由器（SubRouter）把路由归到一个前缀下',
      '`SubRouter` 的构造参数',
      '<Property name="app.add_route(...)" type="Robyn、SubRouter">',
    ],
  },
  {
    id: 'include-router',
    concept: 'include (`include_router`)',
    // include_router: a router is 引入 into the app, not 包含 (contain) or 挂载 (mount, which is for static
    // directories), and not “include” in Latin script.
    avoid:
      /(?<![\w.\-/#@]|% )include(?![\w(\-/])|(?:包含|挂载)(?:所有|全部|每个|这些|进来)?的?子路由器?|子路由器?(?:会)?被(?:包含|挂载)|被包含、|(?:在|于)包含时/,
    use: '引入',
    bad: [
      '<Property name="子路由器前缀" type="include 时添加">',
      '请在 `app.start()` 之前包含所有子路由器。',
      '会在子路由器被挂载时一并带入应用。',
      '交给每一个被包含、且自己没有身份验证处理器的子路由器',
      '子路由器的前缀在包含时加上。',
    ],
    good: [
      '<Property name="子路由器前缀" type="引入时添加">',
      '请在 `app.start()` 之前引入所有子路由器。',
      '`app.serve_directory()` 把一个目录挂载到某个 URL 前缀下',
      '响应包含这些响应头',
      '`app.include_router(tickets)`',
      '{% include "footer.html" %}',
    ],
  },
  {
    id: 'include-router-after-code',
    concept: 'include (`include_router`)',
    // 由 `app.include_router` 挂载, 应用用 `app.include_router()` 包含它 …
    avoid: /`[^`\n]*include_router[^`\n]*`\s*(?:来|会)?(?:挂载|包含|合并)/,
    inlineCode: true,
    use: '引入',
    bad: ['应用用 `app.include_router()` 挂载它', '由 `app.include_router` 包含'],
    good: [
      '应用用 `app.include_router()` 引入它',
      '`app.include_router()` 会复制路由、中间件和 WebSocket 路由',
    ],
  },
  {
    id: 'startup-shutdown-handler',
    concept: 'startup / shutdown handler',
    avoid: /(?:启动|关闭)(?:与|和|、|\/)?(?:关闭)?(?:钩子|回调|处理器)|生命周期钩子/,
    use: '启动处理函数 / 关闭处理函数',
    bad: ['静态目录、启动与关闭钩子、进程内 TestClient', '中间件、启动钩子、依赖', '生命周期钩子'],
    good: ['静态目录、启动处理函数与关闭处理函数、进程内 TestClient', '中间件、启动处理函数、依赖'],
  },
  {
    id: 'dependencies',
    concept: 'dependencies (injected values)',
    avoid: /依赖项/,
    use: '依赖',
    bad: '路由、请求头名称和依赖项的键都用插件名作前缀。',
    good: '路由、请求头名称和依赖的键都用插件名作前缀。',
  },
  {
    id: 'helper-function',
    concept: 'helper function',
    // 工具函数 alone is an agent's or MCP server's tool function, which is correct.
    avoid: /帮助函数|助手函数|(?:小|共用的?|通用的?|都要用到的|用到的)工具函数/,
    use: '辅助函数',
    bad: ['三个小工具函数让处理函数保持简短', '多个子路由器都要用到的工具函数'],
    good: ['三个小辅助函数让处理函数保持简短', 'Robyn 以关键字参数调用工具函数'],
  },
  {
    id: 'static-files',
    concept: 'static files',
    avoid: /静态资源/,
    use: '静态文件',
    bad: '与静态资源配合使用的 HTML 页面',
    good: '与静态文件配合使用的 HTML 页面',
  },
  {
    id: 'server-side',
    concept: 'server side',
    avoid: /服务器端/,
    use: '服务端',
    bad: '用 Jinja 在服务器端渲染的公开 HTML 状态看板',
    good: '用 Jinja 在服务端渲染的公开 HTML 状态看板',
  },
  {
    id: 'required',
    concept: 'required (a parameter)',
    // A required parameter, field or variable; 不是必需的 (not needed) is plain Chinese and stays.
    avoid: /必需的?(?:值|参数|字段|变量|请求头)|必选|必须的(?:参数|字段|值)/,
    use: '必填',
    bad: ['缺少必需的值会返回 400', '也是它唯一必需的变量'],
    good: ['缺少必填的值会返回 400', '返回注解在运行时不是必需的'],
  },
  {
    id: 'cpu-cores',
    concept: 'CPU cores',
    avoid: /CPU 核数|CPU 核心的?数量|核心数量/,
    use: 'CPU 核心数',
    bad: '将进程数设为 CPU 核数 × 2 + 1',
    good: ['将进程数设为 CPU 核心数 × 2 + 1', '利用多个 CPU 核心'],
  },
  {
    id: 'cookie-case',
    concept: 'cookie / bearer token',
    avoid: /(?<=[\u4e00-\u9fff] ?)cookies?(?![\w\-=:.])|(?<![\w\-.])cookies?(?= ?[\u4e00-\u9fff])/,
    use: 'Cookie',
    bad: ['基于签名 cookie 的会话', 'cookie 会过期'],
    good: ['基于签名 Cookie 的会话', '没有 request.cookies', '响应头 set-cookie: session=…'],
  },
  {
    id: 'bearer-case',
    concept: 'cookie / bearer token',
    avoid: /(?<![\w“"'])bearer 令牌|[Bb]earer [Tt]oken/,
    use: 'Bearer 令牌',
    bad: ['客服人员登录后获得 bearer 令牌', '携带 Bearer Token'],
    good: ['客服人员登录后获得 Bearer 令牌', '以 “bearer” 开头（不区分大小写）'],
  },
  {
    id: 'request-object',
    concept: 'request object',
    avoid: /Request (?:对象|实例)/,
    use: '请求对象',
    bad: '<Property name="Request 对象" type="继续">',
    good: ['<Property name="请求对象" type="继续">', '以 `Request` 对象的形式接收'],
  },
  {
    id: 'property-type-english',
    concept: 'default (in a type or Property)',
    // The type of a Property is a Python type or a short Chinese label: default, optional, decorator …
    // are prose words (Python names such as `str`, `list`, `type` or `Callable` stay as they are).
    avoid:
      /<Property\b[^>]*\btype=(?:"[^"]*|'[^']*)(?<![\w.])(?:default|optional|required|decorator|callable|handler|method|property|string|integer|boolean|(?<=[A-Za-z] )options)(?![\w.(])/,
    use: '默认 / 可选 / 必填 / 装饰器 / 可调用对象 / 方法 / 属性 …',
    bad: [
      '<Property name="port" type="int, default 8080">',
      `<Property name="host" type='str, default "127.0.0.1"'>`,
      '<Property name="tool(name, description)" type="decorator">',
      '<Property name="json()" type="method → Any">',
      '<Property name="@handler.on_close" type="callable">',
      '<Property name="response_model, responses" type="OpenAPI options">',
    ],
    good: [
      '<Property name="port" type="int，默认 8080">',
      `<Property name="host" type='str，默认 "127.0.0.1"'>`,
      '<Property name="response_model" type="type">',
      '<Property name="keys()" type="list">',
      '<Property name="default" type="str">',
      '<Property name="内部函数的名称" type="get, post, put, delete, patch, head, options">',
    ],
  },
  {
    id: 'route',
    concept: 'route / routing',
    avoid: /路线(?!图)/,
    use: '路由',
    bad: '按注册顺序匹配路线',
    good: ['按注册顺序匹配路由', '一份不带日期的路线图清单'],
  },
  {
    id: 'handler',
    concept: 'handler',
    avoid: /处理程序|处理函式/,
    use: '处理函数',
    bad: '每个路由的处理程序只运行一次',
    good: ['每个路由的处理函数只运行一次', '根日志记录器的各个处理器'],
  },
  {
    id: 'request-response',
    concept: 'request / response',
    avoid: /(?:请求|响应|回应|应答)报文|HTTP (?:请求|响应)消息/,
    use: '请求 / 响应',
    bad: ['服务器返回的响应报文', '每条 HTTP 请求消息'],
    good: ['服务器返回的响应', 'WebSocket 消息', '每个 HTTP 请求'],
  },
  {
    id: 'query-parameters',
    concept: 'query parameters',
    avoid: /查询(?:字符)?串参数|URL 参数/,
    use: '查询参数',
    bad: ['读取查询字符串参数', '把 URL 参数转换成 int'],
    good: ['读取查询参数', '查询字符串不会被解码'],
  },
  {
    id: 'path-parameters',
    concept: 'path parameters',
    avoid: /路由参数|路径变量|URL 路径参数/,
    use: '路径参数',
    bad: ['用 `:id` 声明路由参数', '路径变量的值是字符串'],
    good: ['用 `:id` 声明路径参数', '路由的参数'],
  },
  {
    id: 'headers',
    concept: 'headers',
    avoid: /标头|报头|首部|头信息/,
    use: '请求头 / 响应头',
    bad: ['自定义标头', '读取请求的头信息'],
    good: ['自定义响应头', '读取请求头'],
  },
  {
    id: 'headers-class',
    concept: 'headers (the `Headers` class, neither side)',
    // 头部 was the reference's word for the entries of a `Headers` object, which holds a request's or a
    // response's: say HTTP 头 where neither side is meant, 请求头 or 响应头 where one is.
    avoid: /头部/,
    use: 'HTTP 头（或请求头 / 响应头）',
    bad: ['以扁平的字符串 dict 形式返回所有头部。', '头部名称（不区分大小写）。'],
    good: ['以扁平的字符串 dict 形式返回所有 HTTP 头。', 'HTTP 头的名称（不区分大小写）。'],
  },
  {
    id: 'body',
    concept: 'body',
    avoid: /(?:请求|响应|消息)(?:正文|主体)|消息体/,
    use: '请求体 / 响应体',
    bad: ['读取请求正文', '响应主体是字节串', '消息体为空'],
    good: ['读取请求体', '响应体是字节串', '请求体为空'],
  },
  {
    id: 'middleware',
    concept: 'middleware',
    avoid: /中间层|中介软件|中间件程序/,
    use: '中间件',
    bad: '在中间层里检查令牌',
    good: '在中间件里检查令牌',
  },
  {
    id: 'authentication',
    concept: 'authentication',
    avoid: /认证|鉴权/,
    use: '身份验证',
    bad: ['401 响应中给出的认证方案', '为路由开启身份认证', '鉴权失败时返回 401'],
    good: ['401 响应中给出的身份验证方案', '为路由开启身份验证'],
  },
  {
    id: 'authorization',
    concept: 'authorization',
    avoid: /权限(?:验证|校验|认证)|授权验证/,
    use: '授权',
    bad: ['身份验证之后再做权限校验', '授权验证失败时返回 403'],
    good: ['身份验证之后再检查授权', '没有权限时返回 403'],
  },
  {
    id: 'dependency-injection',
    concept: 'dependency injection',
    avoid: /依赖(?:项|性)注入|依赖注射/,
    use: '依赖注入',
    bad: 'Robyn 的依赖项注入',
    good: 'Robyn 的依赖注入',
  },
  {
    id: 'template',
    concept: 'template / templating',
    avoid: /模版/,
    use: '模板 / 模板渲染',
    bad: '渲染 Jinja 模版',
    good: '渲染 Jinja 模板',
  },
  {
    id: 'file-upload',
    concept: 'file upload',
    avoid: /上载/,
    use: '文件上传',
    bad: '处理文件上载',
    good: '处理文件上传',
  },
  {
    id: 'form-data',
    concept: 'form data',
    avoid: /窗体|表单资料/,
    use: '表单数据',
    bad: '读取窗体数据',
    good: '读取表单数据',
  },
  {
    id: 'redirect',
    concept: 'redirect',
    avoid: /重新定向|重导向|转址/,
    use: '重定向',
    bad: '返回一个重新定向响应',
    good: '返回一个重定向响应',
  },
  {
    id: 'error-handling',
    concept: 'exception / error handling',
    avoid: /例外处理|(?:错误|异常)处置/,
    use: '异常 / 错误处理',
    bad: ['统一的例外处理', '错误处置'],
    good: ['统一的错误处理', '唯一的例外是常量路由'],
  },
  {
    id: 'raise',
    concept: 'raise (an exception)',
    // The site says 抛出 for raise (Python's own Chinese docs say 引发; one term throughout).
    avoid: /引发了?\s?(?:`…`|(?:一个)?(?:异常|错误))|(?:异常|错误)被引发/,
    use: '抛出',
    bad: ['Robyn 则会引发 `…`', '处理函数引发异常时'],
    good: ['Robyn 则会抛出 `ValueError`', '处理函数抛出异常时', '这会引发一次额外的请求'],
  },
  {
    id: 'session',
    concept: 'session',
    avoid: /会话期|对话(?:状态|数据|Cookie|密钥)/,
    use: '会话',
    bad: '把对话数据签名后放进 Cookie',
    good: '把会话数据签名后放进 Cookie',
  },
  {
    id: 'response-object',
    concept: 'response object',
    avoid: /Response (?:对象|实例)/,
    use: '响应对象',
    bad: '返回 JSON 或 Response 对象',
    good: ['返回 JSON 或响应对象', '返回 `Response` 对象'],
  },
  {
    id: 'test-client',
    concept: 'testing / test client',
    avoid: /测试客户机|测试用客户端|测试客户程序/,
    use: '测试 / 测试客户端',
    bad: '用测试用客户端发送请求',
    good: '用测试客户端发送请求',
  },
  {
    id: 'websocket',
    concept: 'WebSocket',
    avoid: /(?<![\w.@/-])(?!WebSocket)[Ww]eb ?[Ss]ocket|网络套接字/,
    use: 'WebSocket',
    bad: ['Websocket 端点', '打开一个 web socket 连接'],
    good: ['WebSocket 端点', '`websocket_id`', '用 @app.websocket 建立连接'],
  },
  {
    id: 'real-time-notifications',
    concept: 'real-time notifications',
    avoid: /即时通知|实时推送通知/,
    use: '实时通知',
    bad: '给客服人员发送即时通知',
    good: '给客服人员发送实时通知',
  },
  {
    id: 'logging-monitoring',
    concept: 'logging / monitoring',
    avoid: /日志纪录|(?:运行|性能|服务)监测/,
    use: '日志 / 监控',
    bad: ['开启日志纪录', '服务监测'],
    good: ['开启日志', '服务监控', '监视文件变化'],
  },
  {
    id: 'deployment',
    concept: 'deployment',
    avoid: /部属(?!性)|布署/,
    use: '部署',
    bad: '布署到容器平台',
    good: ['部署到容器平台', 'Request 的全部属性'],
  },
  {
    id: 'scaling',
    concept: 'scaling',
    // A bare 扩展 reads as “extension”: the scaling page's title and the links to it say 多核扩展.
    avoid: /\[扩展\]\(|^扩展$|伸缩性/,
    use: '多核扩展（横向扩展 for scale out; 扩容 only for adding capacity）',
    bad: ['进程与工作线程的说明见[扩展](`…`)。', '扩展'],
    good: ['进程与工作线程的说明见[多核扩展](`…`)。', '扩展名检查只是一种便利措施', 'Rust 扩展'],
  },
  {
    id: 'multiprocess-execution',
    concept: 'multiprocess execution',
    avoid: /多重处理|多处理(?!器)/,
    use: '多进程执行',
    bad: '多处理模式下每个进程各有一份',
    good: '多进程执行时每个进程各有一份',
  },
  {
    id: 'worker',
    concept: 'worker / process',
    // Robyn's workers are threads (actix workers); 工作进程 would say process. English only in parentheses
    // after the Chinese: 工作线程（worker）.
    avoid: /工作进程|工作者线程|(?<![\w"（(-])workers?(?![\w"）)-])/,
    use: '工作线程（worker） / 进程',
    bad: ['每个进程的工作进程数', '即 actix-web 的 worker 数'],
    good: ['每个进程的工作线程数', '工作线程（worker）', '`--workers`'],
  },
  {
    id: 'environment-variables',
    concept: 'environment variables',
    avoid: /环境参数|系统变量|env 变量|(?<![.\w])env 文件/,
    use: '环境变量（一个 robyn.env 文件；其他 .env 文件写作环境变量文件）',
    bad: ['放在镜像之外的 env 文件', '用 env 变量设置端口'],
    good: ['放在镜像之外的环境变量文件', '一个 robyn.env 文件'],
  },
  {
    id: 'const-request',
    concept: 'const request',
    avoid: /常数请求|静态请求|(?<![\w`])const 请求/,
    use: '常量请求',
    bad: ['常数请求只计算一次', '把健康检查写成 const 请求'],
    good: ['常量请求只计算一次', '`const=True`'],
  },
  {
    id: 'const-route',
    concept: 'const route (a route declared `const=True`)',
    // 常量请求 names the feature (its page); the route itself is a 常量路由.
    avoid: /按常量请求|常量请求的(?:快速路径|处理函数|缓存|响应)|常数路由/,
    use: '常量路由 (常量请求 names the feature and its page)',
    bad: ['为真时按常量请求处理', '它会关闭常量请求的快速路径'],
    good: ['为真时按常量路由处理', '它会关闭常量路由的快速路径', '见[常量请求](`…`)'],
  },
  {
    id: 'cors',
    concept: 'cross-origin resource sharing',
    avoid: /跨(?:源|站|来源)资源共享|跨来源/,
    use: '跨域资源共享（CORS）',
    bad: '跨源资源共享（CORS）',
    good: '跨域资源共享（CORS）',
  },
  {
    id: 'origin',
    concept: 'origin (CORS)',
    // The Origin of a request is a 源 (同源策略), not a 来源 (source).
    avoid: /(?:允许的|任意|单个|请求的|每个)来源|来源(?:字符串|列表)/,
    use: '源（origin）',
    bad: ['允许的来源，例如 `…`', '也可以是单个来源字符串'],
    good: ['允许的源，例如 `…`', '作为复制来源的对象', '关于 Robyn 的文章，来源同上'],
  },
  {
    id: 'getting-started',
    concept: 'getting started',
    avoid: /快速入门|入门指南/,
    use: '快速开始',
    bad: '先读快速入门',
    good: '先读快速开始',
  },
  {
    id: 'api-reference',
    concept: 'API reference',
    avoid: /API 参考文档|API 手册|接口参考/,
    use: 'API 参考',
    bad: '见 API 手册',
    good: '见 API 参考',
  },
  {
    id: 'example-application',
    concept: 'example application',
    avoid: /示例(?:应用)?程序|样例应用|范例应用/,
    use: '示例应用',
    bad: '示例应用程序的第一步',
    good: '示例应用的第一步',
  },
  {
    id: 'roadmap',
    concept: 'roadmap',
    avoid: /发展路线|路线规划|未来规划/,
    use: '路线图',
    bad: 'Robyn 的发展路线',
    good: 'Robyn 的路线图',
  },
  {
    id: 'community-resources',
    concept: 'community resources',
    avoid: /社区资料|社群资源/,
    use: '社区资源',
    bad: '社区资料',
    good: '社区资源',
  },
  {
    id: 'architecture',
    concept: 'architecture',
    avoid: /体系结构|构架/,
    use: '架构',
    bad: 'Robyn 的体系结构',
    good: 'Robyn 的架构',
  },
  {
    id: 'performance-comparison',
    concept: 'performance comparison',
    avoid: /性能(?:比较|对照)/,
    use: '性能对比',
    bad: '框架性能比较',
    good: '框架性能对比',
  },
  {
    id: 'hosting',
    concept: 'hosting',
    avoid: /主机托管|虚拟主机/,
    use: '托管',
    bad: '在虚拟主机上运行',
    good: '在托管平台上运行',
  },
  {
    id: 'plugins',
    concept: 'plugins',
    avoid: /外挂|插件程序|扩展插件/,
    use: '插件',
    bad: '编写扩展插件',
    good: '编写插件',
  },
  {
    id: 'quotation-marks',
    // Chinese prose quotes with “…”: no 「…」, and no straight quotes around Chinese text. The lookbehind
    // pairs the straight quotes of the line from its start, so text between two quoted English strings
    // ("robyn[pydantic]" 和 "robyn[all]") and attribute values (title="快速开始") are not flagged.
    avoid: /[「」『』]|(?<=^(?:[^"\n]*"[^"\n]*")*[^"\n]*)(?<!=)"[^"\n]*[\u4e00-\u9fff][^"\n]*"/,
    use: '“…”',
    bad: ['本站还有一页「架构深入解析」。', '状态会从 "待处理" 变成 "已解决"', '# 返回 "未找到" 错误'],
    good: [
      '本站还有一页“架构深入解析”。',
      '另有 "robyn[pydantic]" 和 "robyn[all]"',
      '<CodeGroup title="安装并运行">',
      `<Property name="cookie_name" type='str = "session"'>`,
    ],
  },
];
