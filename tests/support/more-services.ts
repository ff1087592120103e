/**
 * Content changes an owner makes to the services, as files under a copy of content/ (the folder the
 * editor's configuration names): two more services, or any number from 1 to 8. Used by unit tests,
 * the shared changed-content build (tests/support/changed-content/changes.ts, seen in
 * tests/e2e/changed-content/services.spec.ts) and the screenshots of each layout.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

/** The two services the owner adds, with icons the shipped content does not use. */
export const ADDED_SERVICES = [
  { id: 'data-and-analytics', title: 'Data & Analytics', icon: 'database' },
  { id: 'cloud-and-hosting', title: 'Cloud & Hosting', icon: 'cloud' },
] as const

/** The service files of `contentDir`, in the order the site shows them. */
function serviceFiles(contentDir: string): string[] {
  const dir = join(contentDir, 'services')
  const order = (name: string) => (parse(readFileSync(join(dir, name), 'utf8')) as { order: number }).order
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
}

/** A new service file made from the first, as the owner would copy one: its own title, icon and place last. */
function addService(contentDir: string, service: { id: string; title: string; icon: string }, order: number) {
  const [model = ''] = serviceFiles(contentDir)
  const source = readFileSync(join(contentDir, 'services', model), 'utf8')
  writeFileSync(
    join(contentDir, 'services', `${service.id}.yaml`),
    source
      .replace(/^order: .*$/m, `order: ${order}`)
      .replace(/^title: .*$/m, `title: ${service.title}`)
      .replace(/^icon: .*$/m, `icon: ${service.icon}`),
  )
}

/** Adds the two ADDED_SERVICES after the others. */
export function addTwoServices(contentDir: string): void {
  for (const [index, service] of ADDED_SERVICES.entries()) addService(contentDir, service, 100 + index)
}

/** Leaves exactly `count` services: the first ones kept, more made from the first (`Service 4`, …). */
export function setServiceCount(contentDir: string, count: number): void {
  const files = serviceFiles(contentDir)
  for (const name of files.slice(count)) rmSync(join(contentDir, 'services', name))
  for (let number = files.length + 1; number <= count; number++) {
    addService(contentDir, { id: `service-${number}`, title: `Service ${number}`, icon: 'briefcase' }, 100 + number)
  }
}
