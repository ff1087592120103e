/**
 * The build after React Router has prerendered every page, in order (react-router.config.ts
 * `buildEnd` runs it). Each step declares what it reads and writes; runBuildSteps refuses an
 * order in which a step reads something a later step still changes.
 */
import { checkRedirectsAndAddressScript } from './addresses/add-address-script.ts'
import type { BuildStep } from './build-step.ts'
import { checkEnquiryDelivery } from './check-enquiry-delivery.ts'
import { dropSpaFallback } from './drop-spa-fallback.ts'
import { buildEditor } from './editor/build-editor.ts'
import { reportHandEdits } from './editor/report-hand-edits.ts'
import { fileEnquiryAnswers } from './enquiry-answers.ts'
import { flattenPages } from './flatten-pages.ts'
import { writeDeployFiles } from './hosts/write-deploy-files.ts'
import { keepClientManifest } from './keep-client-manifest.ts'
import { liftBasePath } from './lift-base-path.ts'
import { fileNotFoundPages } from './not-found-pages.ts'
import { writeOwnerReport } from './owner-report.ts'
import { precompress } from './precompress.ts'
import { publishBrandAssets } from './publish-brand-assets.ts'
import { publishPhotos } from './publish-photos.ts'
import { renderShareImages } from './render-share-images.ts'
import { reportHeldBack } from './report-held-back.ts'
import { reportOwnerPages } from './report-owner-pages.ts'
import { writeFeed } from './write-feed.ts'
import { writeRobots } from './write-robots.ts'
import { writeServingRules } from './write-serving-rules.ts'
import { writeSitemap } from './write-sitemap.ts'
import { writeWebManifest } from './write-web-manifest.ts'

export const buildSteps: readonly BuildStep[] = [
  checkEnquiryDelivery,
  reportHeldBack,
  reportOwnerPages,
  reportHandEdits,
  liftBasePath,
  fileNotFoundPages,
  fileEnquiryAnswers,
  dropSpaFallback,
  flattenPages,
  keepClientManifest,
  publishPhotos,
  publishBrandAssets,
  writeSitemap,
  writeRobots,
  writeWebManifest,
  writeFeed,
  renderShareImages,
  buildEditor,
  checkRedirectsAndAddressScript,
  writeOwnerReport,
  precompress,
  writeServingRules,
  writeDeployFiles,
]
