export { isPublicPath, PUBLIC_PATHS } from '@core/public-paths';
