import { describe, expect, it } from 'vitest'
import { clientKey, clientKeys, clientWideKey } from '../../../src/http/client-key'

describe('clientKeys (both keys of an address from one parse)', () => {
  it('gives clientKey and clientWideKey of every way an address may be written', () => {
    for (const address of [
      '203.0.113.7',
      ' 203.0.113.7 ',
      'unknown',
      '2001:db8:9:1::1',
      '2001:0DB8:0009:0001:0000:0000:0000:0077',
      '[2001:db8:9:1::abcd]',
      '2001:db8:9:1::2%eth0',
      '2001:db8:9:1:1:2:192.0.2.1',
      '::ffff:198.51.100.4',
      '::1',
      '::',
      '1::2::3',
      ':1::',
      ':::',
      '1:2:3:4:5:6:7:8:9',
      '1::256.1.1.1',
      'zz::1',
    ]) {
      expect(clientKeys(address), address).toEqual({
        narrow: clientKey(address),
        wide: clientWideKey(address),
      })
    }
    expect(clientKeys('2001:db8:9:1::1')).toEqual({
      narrow: '2001:db8:9:1::/64',
      wide: '2001:db8:9::/48',
    })
  })
})
