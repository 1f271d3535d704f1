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
    inlineCode: true,
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
    avoid: /额外依赖|extras|(?<![（\w])extra(?![）\w])/,
    use: '可选依赖（extra）',
    bad: ['可选功能以 extras 的形式提供', '通过 Robyn 的 extra 安装'],
    good: ['可选功能以可选依赖（extra）的形式提供', '通过 Robyn 的可选依赖安装'],
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
  {
    id: 'typed-parameters',
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
    // A before/after hook registered for one path (app.before_request("/path")).
    avoid: /路由级钩子|路由专属的?(?:[前后]置)?钩子|路由的[前后]置钩子|针对(?:单个|特定|某个)?路由的(?:钩子|中间件)|路由自己的钩子|路由中间件/,
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
    // 子路由 alone reads as a child route; the object that holds routes is a 子路由器.
    avoid: /子路由(?!器)/,
    use: '子路由器',
    bad: ['## 子路由与共享映射', '把评论子路由嵌套到工单子路由中'],
    good: ['## 子路由器与共享映射', '把评论子路由器嵌套到工单子路由器中', '子路由器（SubRouter）'],
  },
  {
    id: 'subrouter-latin',
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
    // 由 `app.include_router` 挂载, 应用用 `app.include_router()` 包含它 …
    avoid: /`[^`\n]*include_router[^`\n]*`\s*(?:来|会)?(?:挂载|包含|合并)/,
    inlineCode: true,
    use: '引入',
    bad: ['应用用 `app.include_router()` 挂载它', '由 `app.include_router` 包含'],
    good: ['应用用 `app.include_router()` 引入它', '`app.include_router()` 会复制路由、中间件和 WebSocket 路由'],
  },
  {
    id: 'startup-shutdown-handler',
    avoid: /(?:启动|关闭)(?:与|和|、|\/)?(?:关闭)?(?:钩子|回调|处理器)|生命周期钩子/,
    use: '启动处理函数 / 关闭处理函数',
    bad: ['静态目录、启动与关闭钩子、进程内 TestClient', '中间件、启动钩子、依赖', '生命周期钩子'],
    good: ['静态目录、启动处理函数与关闭处理函数、进程内 TestClient', '中间件、启动处理函数、依赖'],
  },
  {
    id: 'dependencies',
    avoid: /依赖项/,
    use: '依赖',
    bad: '路由、请求头名称和依赖项的键都用插件名作前缀。',
    good: '路由、请求头名称和依赖的键都用插件名作前缀。',
  },
  {
    id: 'helper-function',
    // 工具函数 alone is an agent's or MCP server's tool function, which is correct.
    avoid: /帮助函数|助手函数|(?:小|共用的?|通用的?|都要用到的|用到的)工具函数/,
    use: '辅助函数',
    bad: ['三个小工具函数让处理函数保持简短', '多个子路由器都要用到的工具函数'],
    good: ['三个小辅助函数让处理函数保持简短', 'Robyn 以关键字参数调用工具函数'],
  },
  {
    id: 'static-files',
    avoid: /静态资源/,
    use: '静态文件',
    bad: '与静态资源配合使用的 HTML 页面',
    good: '与静态文件配合使用的 HTML 页面',
  },
  {
    id: 'server-side',
    avoid: /服务器端/,
    use: '服务端',
    bad: '用 Jinja 在服务器端渲染的公开 HTML 状态看板',
    good: '用 Jinja 在服务端渲染的公开 HTML 状态看板',
  },
  {
    id: 'required',
    // A required parameter, field or variable; 不是必需的 (not needed) is plain Chinese and stays.
    avoid: /必需的?(?:值|参数|字段|变量|请求头)|必选|必须的(?:参数|字段|值)/,
    use: '必填',
    bad: ['缺少必需的值会返回 400', '也是它唯一必需的变量'],
    good: ['缺少必填的值会返回 400', '返回注解在运行时不是必需的'],
  },
  {
    id: 'cpu-cores',
    avoid: /CPU 核数|CPU 核心的?数量|核心数量/,
    use: 'CPU 核心数',
    bad: '将进程数设为 CPU 核数 × 2 + 1',
    good: ['将进程数设为 CPU 核心数 × 2 + 1', '利用多个 CPU 核心'],
  },
  {
    id: 'cookie-case',
    avoid: /(?<=[\u4e00-\u9fff] ?)cookies?(?![\w\-=:.])|(?<![\w\-.])cookies?(?= ?[\u4e00-\u9fff])/,
    use: 'Cookie',
    bad: ['基于签名 cookie 的会话', 'cookie 会过期'],
    good: ['基于签名 Cookie 的会话', '没有 request.cookies', '响应头 set-cookie: session=…'],
  },
  {
    id: 'bearer-case',
    avoid: /(?<![\w“"'])bearer 令牌|[Bb]earer [Tt]oken/,
    use: 'Bearer 令牌',
    bad: ['客服人员登录后获得 bearer 令牌', '携带 Bearer Token'],
    good: ['客服人员登录后获得 Bearer 令牌', '以 “bearer” 开头（不区分大小写）'],
  },
  {
    id: 'request-object',
    avoid: /Request (?:对象|实例)/,
    use: '请求对象',
    bad: '<Property name="Request 对象" type="继续">',
    good: ['<Property name="请求对象" type="继续">', '以 `Request` 对象的形式接收'],
  },
  {
    id: 'property-type-english',
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
