import { NotFoundPage } from '@/page-parts/NotFoundPage'

export default function NotFound() {
  return <NotFoundPage />
}
