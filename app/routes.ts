import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { type PageId, pages } from './content/pages'

// One module per page; the paths come from app/content/pages.ts so nav, sitemap and prerender agree.
const modules: Record<Exclude<PageId, 'home'>, string> = {
  about: 'routes/about.tsx',
  services: 'routes/services.tsx',
  caseStudies: 'routes/case-studies.tsx',
  insights: 'routes/insights.tsx',
  contact: 'routes/contact.tsx',
  privacy: 'routes/privacy.tsx',
  terms: 'routes/terms.tsx',
  sitemap: 'routes/sitemap.tsx',
}

export default [
  index('routes/home.tsx'),
  ...Object.entries(modules).map(([id, file]) => route(pages[id as keyof typeof modules].path, file)),
  route('services/:id', 'routes/service-detail.tsx'),
  route('insights/tags/:tag', 'routes/insights-tag.tsx'),
  route('insights/:slug', 'routes/insights-article.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
