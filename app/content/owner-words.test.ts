// @vitest-environment node
import { expect, test } from 'vitest'
import { check } from './content-files'
import { ArticleFrontMatterSchema, ServiceSchema } from './schemas'

const article = {
  title: 'A title',
  description: 'x'.repeat(60),
  date: '2026-01-01',
  author: 'Someone',
  tags: ['AI'],
  image: '/photo-1',
  imageAlt: 'A photo',
}

test('a rule the file breaks is said as the editor says it: the field’s label there, and the limit', () => {
  expect(() => check(ArticleFrontMatterSchema, { ...article, description: 'Seventeen chars!!' }, 'x.md')).toThrow(
    '- description: needs at least 50 characters, it has 17 (“Description” in the editor)',
  )
  expect(() => check(ArticleFrontMatterSchema, { ...article, tags: [] }, 'x.md')).toThrow(
    '- tags: needs at least 1 item, it has 0 (“Tags” in the editor)',
  )
  expect(() => check(ArticleFrontMatterSchema, { ...article, image: 'photo-1' }, 'x.md')).toThrow(
    `- image: "photo-1" must be a stock-photo path such as /photo-1485827404703-89b55fcc595e, or a file in the content folder's media/ folder such as media/team.jpg (“Photo” in the editor)`,
  )
  expect(() =>
    check(ServiceSchema.pick({ order: true, icon: true }), { order: 1.5, icon: 'databse' }, 'x.yaml'),
  ).toThrow(
    /- order: must be a whole number \(“Position in lists” in the editor\)\n\s+- icon: "databse" is not a Lucide icon; did you mean "database"\? \(names as lucide\.dev\/icons shows them\) \(“Icon” in the editor\)/,
  )
})
