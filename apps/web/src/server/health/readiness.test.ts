import { readinessSuite } from '@/test/readinessSuite'

// Readiness where the route runs its PostgreSQL and Redis checks in its own thread (next dev, no production server).
readinessSuite({ onThread: false })
