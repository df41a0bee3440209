// How the manifest and the monitor read a page: which inline scripts are code and which are the RSC payload's data,
// and which attributes run code. The pages of a real build are read in verifySite.test.ts.
import { describe, expect, test } from 'vitest'
import { htmlReferences, isFlightData } from './htmlReferences.mjs'

describe('isFlightData', () => {
  test('default: a JSON array handed to self.__next_f.push is the RSC payload', () => {
    expect(isFlightData('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[166278,[],\\"d\\"]\\u003c"])')).toBe(true)
    expect(isFlightData('self.__next_f.push([2,null])')).toBe(true)
  })

  test('behavior: code inside or beside the push is not data', () => {
    expect(isFlightData('self.__next_f.push([1,alert(1)])')).toBe(false)
    expect(isFlightData('self.__next_f.push([1,"x"]);fetch("https://x.example/")')).toBe(false)
    expect(isFlightData('self.__next_f.push([1,"x"]),fetch("/"),self.__next_f.push([1])')).toBe(false)
    expect(isFlightData('(self.__next_f=self.__next_f||[]).push([0])')).toBe(false) // Next's bootstrap: code, recorded by hash
  })
})

describe('htmlReferences', () => {
  const page = [
    '<html><head><script src="/_next/static/chunks/a.js?dpl=1" async=""></script>',
    '<script nonce="n1">(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<style>a<b{color:red}</style></head><body>',
    '<script>self.__next_f.push([1,"3:\\"/_next/static/chunks/b.js\\""])</script>',
    '<img src="/i.png" onerror="fetch(1)"><a href=" javascript:void 0">x</a><button formaction="/ok">y</button>',
    '<script>if (a<b) document.title="<img onload=x>"</script></body></html>',
  ].join('')

  test('default: scripts in order, code apart from data, every same-site path', () => {
    const read = htmlReferences(page)
    expect(read.scripts).toHaveLength(4)
    expect(read.scripts[0]).toBe('/_next/static/chunks/a.js?dpl=1')
    expect(read.inlineCode).toHaveLength(2)
    expect(read.inlineCode).toEqual([read.scripts[1], read.scripts[3]])
    expect(read.references).toEqual(['/_next/static/chunks/a.js?dpl=1', '/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])
  })

  test('behavior: attributes that run code are named; text inside scripts and styles is not a tag', () => {
    expect(htmlReferences(page).handlers).toEqual(['<img onerror>', '<a href>'])
  })
})
