import type { Lang } from './i18n';

// The search records build their URLs from here; the rule itself lives with the languages.
export { docsHref } from './i18n';

/** A title in every supported language. */
export type Localized = Record<Lang, string>;

export interface NavPage {
  /** Path below /documentation/{lang}; '' is the introduction. */
  slug: string;
  title: Localized;
}

export interface NavGroup {
  id: string;
  title: Localized;
  pages: NavPage[];
}

/**
 * The one navigation definition: every documentation page, its group and its titles.
 * Sidebar, prev/next links, search hierarchy, sitemap, static params and the parity checks read it
 * (through src/lib/docs/pages.ts and src/lib/docs/source.ts).
 */
export const NAVIGATION: NavGroup[] = [
  {
    id: 'introduction',
    title: { en: 'Introduction', zh: '简介' },
    pages: [
      { slug: '', title: { en: 'Introduction', zh: '简介' } },
      { slug: 'architecture', title: { en: 'Architecture', zh: '架构' } },
      {
        slug: 'framework_performance_comparison',
        title: { en: 'Performance comparison', zh: '性能对比' },
      },
    ],
  },
  {
    id: 'example_app',
    title: { en: 'Example application', zh: '示例应用' },
    pages: [
      { slug: 'example_app', title: { en: 'About the example app', zh: '示例应用概览' } },
      { slug: 'example_app/modeling_routes', title: { en: 'Modeling routes', zh: '设计路由' } },
      { slug: 'example_app/authentication', title: { en: 'Authentication', zh: '身份验证' } },
      {
        slug: 'example_app/authentication-middlewares',
        title: { en: 'Authentication middlewares', zh: '身份验证中间件' },
      },
      {
        slug: 'example_app/real_time_notifications',
        title: { en: 'Real-time notifications', zh: '实时通知' },
      },
      {
        slug: 'example_app/monitoring_and_logging',
        title: { en: 'Monitoring and logging', zh: '监控与日志' },
      },
      { slug: 'example_app/deployment', title: { en: 'Deployment', zh: '部署' } },
      { slug: 'example_app/openapi', title: { en: 'OpenAPI documentation', zh: 'OpenAPI 文档' } },
      { slug: 'example_app/templates', title: { en: 'Templates', zh: '模板' } },
      { slug: 'example_app/subrouters', title: { en: 'Sub-routers', zh: '子路由器' } },
      {
        slug: 'example_app/subrouters_and_views',
        title: { en: 'Sub-routers and views', zh: '子路由器与视图' },
      },
    ],
  },
  {
    id: 'api_reference',
    title: { en: 'API reference', zh: 'API 参考' },
    pages: [
      { slug: 'api_reference', title: { en: 'API overview', zh: 'API 概览' } },
      { slug: 'api_reference/getting_started', title: { en: 'Getting started', zh: '快速开始' } },
      { slug: 'api_reference/cheatsheet', title: { en: 'Cheatsheet', zh: '速查表' } },
      { slug: 'api_reference/request_object', title: { en: 'Request object', zh: '请求对象' } },
      {
        slug: 'api_reference/response-objects',
        title: { en: 'Response objects', zh: '响应对象' },
      },
      { slug: 'api_reference/advanced_routing', title: { en: 'Advanced routing', zh: '高级路由' } },
      { slug: 'api_reference/pydantic', title: { en: 'Pydantic', zh: 'Pydantic' } },
      { slug: 'api_reference/robyn_env', title: { en: 'Environment variables', zh: '环境变量' } },
      {
        slug: 'api_reference/timeout_configuration',
        title: { en: 'Timeout configuration', zh: '超时配置' },
      },
      { slug: 'api_reference/middlewares', title: { en: 'Middlewares', zh: '中间件' } },
      { slug: 'api_reference/authentication', title: { en: 'Authentication', zh: '身份验证' } },
      { slug: 'api_reference/sessions', title: { en: 'Sessions', zh: '会话' } },
      { slug: 'api_reference/const_requests', title: { en: 'Const requests', zh: '常量请求' } },
      { slug: 'api_reference/cors', title: { en: 'CORS', zh: '跨域资源共享（CORS）' } },
      { slug: 'api_reference/templating', title: { en: 'Templating', zh: '模板渲染' } },
      { slug: 'api_reference/redirection', title: { en: 'Redirection', zh: '重定向' } },
      { slug: 'api_reference/static-files', title: { en: 'Static files', zh: '静态文件' } },
      { slug: 'api_reference/file-uploads', title: { en: 'File uploads', zh: '文件上传' } },
      { slug: 'api_reference/form_data', title: { en: 'Form data', zh: '表单数据' } },
      { slug: 'api_reference/websockets', title: { en: 'WebSockets', zh: 'WebSocket' } },
      {
        slug: 'api_reference/server_sent_events',
        title: { en: 'Server-sent events', zh: '服务器发送事件（SSE）' },
      },
      { slug: 'api_reference/views', title: { en: 'Views', zh: '视图' } },
      { slug: 'api_reference/exceptions', title: { en: 'Exceptions', zh: '异常处理' } },
      { slug: 'api_reference/scaling', title: { en: 'Scaling', zh: '扩展' } },
      { slug: 'api_reference/advanced_features', title: { en: 'Advanced features', zh: '高级特性' } },
      { slug: 'api_reference/mcps', title: { en: 'MCP server', zh: 'MCP 服务器' } },
      {
        slug: 'api_reference/multiprocess_execution',
        title: { en: 'Multiprocess execution', zh: '多进程执行' },
      },
      {
        slug: 'api_reference/using_rust_directly',
        title: { en: 'Using Rust directly', zh: '直接使用 Rust' },
      },
      { slug: 'api_reference/graphql-support', title: { en: 'GraphQL support', zh: 'GraphQL 支持' } },
      { slug: 'api_reference/openapi', title: { en: 'OpenAPI', zh: 'OpenAPI' } },
      {
        slug: 'api_reference/dependency_injection',
        title: { en: 'Dependency injection', zh: '依赖注入' },
      },
      { slug: 'api_reference/testing', title: { en: 'Testing', zh: '测试' } },
      { slug: 'api_reference/ai', title: { en: 'AI', zh: 'AI' } },
      { slug: 'api_reference/agents', title: { en: 'AI agents', zh: 'AI 智能体' } },
      { slug: 'api_reference/future-roadmap', title: { en: 'Roadmap', zh: '路线图' } },
    ],
  },
  {
    id: 'resources',
    title: { en: 'Resources', zh: '资源' },
    pages: [
      { slug: 'hosting', title: { en: 'Hosting', zh: '托管' } },
      { slug: 'plugins', title: { en: 'Plugins', zh: '插件' } },
      { slug: 'community-resources', title: { en: 'Community resources', zh: '社区资源' } },
    ],
  },
];

export interface FlatNavPage extends NavPage {
  group: NavGroup;
}

/** Every page in reading order, with its group. */
export const ALL_PAGES: FlatNavPage[] = NAVIGATION.flatMap((group) =>
  group.pages.map((page) => ({ ...page, group })),
);
