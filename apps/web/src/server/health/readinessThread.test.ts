import { readinessSuite } from '@/test/readinessSuite'

// Readiness as under the production server: PostgreSQL and Redis checked on a thread of their own (readinessWorker.mjs).
readinessSuite({ onThread: true })
