import { type Service, services } from '../../app/content/services'

/**
 * A service of the site by its place in the list (negative counts from the end), for tests that need
 * one whatever the owner has called the files in content/services/.
 */
export function someService(index = 0): Service {
  const service = services.at(index)
  if (!service) throw new Error(`content/services/ has no service at ${index}`)
  return service
}
