import { hydrateRoot } from 'react-dom/client'
import { App } from './App.js'

const toast = new URLSearchParams(location.search).get('toast') ?? undefined
hydrateRoot(document.getElementById('root')!, <App toast={toast} />)
