import { describe, expect, it } from 'vitest'
import { clientKey } from '../../../src/http/client-key'

describe('clientKey (the signup rate limit key)', () => {
  it('keys an IPv4 client by its address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey(' 203.0.113.7 ')).toBe('203.0.113.7')
  })

  it('keys an IPv6 client by its /64, however the address is written', () => {
    const key = '2001:db8:9:1::/64'
    for (const address of [
      '2001:db8:9:1::1',
      '2001:db8:9:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:0009:0001:0000:0000:0000:0077',
      '2001:db8:9:1:0:0:0:0',
      '[2001:db8:9:1::abcd]',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:9:1::2'),
      '2001:db8:9:1:1:2:192.0.2.1',
    ]) {
      expect(clientKey(address), address).toBe(key)
    }
    expect(clientKey('2001:db8:9:2::1')).toBe('2001:db8:9:2::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64')
  })

  it('keys an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4')
    expect(clientKey('::FFFF:c633:6404')).toBe('198.51.100.4')
  })

  it('keys anything unparsable as it is', () => {
    for (const value of [
      '::::::::::',
      '1::2::3',
      '2001:db8:zz::1',
      '1:2:3:4:5:6:7:8:9',
      'unknown',
    ]) {
      expect(clientKey(value), value).toBe(value)
    }
  })
})
