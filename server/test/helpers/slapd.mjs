// A real OpenLDAP (Debian's slapd) for the tests: a slapd.conf in a temp folder, a generated school (示范大学: two
// colleges, classes as organisational units, people, groups) loaded with slapadd, slapd in the foreground on a free
// loopback port (so it dies with the test), stopped by pid. Plain JavaScript so the browser tests (.mjs) use it too.
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const SCHOOL_BASE = 'dc=sfdx,dc=edu,dc=cn'
export const PEOPLE_BASE = `ou=people,${SCHOOL_BASE}`
export const GROUP_BASE = `ou=groups,${SCHOOL_BASE}`
export const ROOT_DN = `cn=admin,${SCHOOL_BASE}`
const ROOT_PASSWORD = 'Root@2026'
/** The service account the portal searches with (read-only by the ACL). */
export const READER_DN = `cn=portal-reader,${SCHOOL_BASE}`
export const READER_PASSWORD = 'Reader@2026'
/** Every generated person's directory password. */
export const DIRECTORY_PASSWORD = 'Directory@2026'
/** What marks a person disabled in this directory (LDAP_DISABLED_FILTER). */
export const DISABLED_FILTER = '(businessCategory=disabled)'

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '晨']
const COLLEGES = [
  { code: 'dx-info', name: '信息工程学院', classPrefix: '信工' },
  { code: 'dx-arts', name: '人文学院', classPrefix: '人文' },
]
const TEACHERS_PER_COLLEGE = 10
const CLASS_SIZE = 60
const COMMITTEE_SIZE = 5

const nameOf = (i) => `${SURNAMES[i % SURNAMES.length]}${GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length]}`

/**
 * The school's directory as LDIF, and who is in it. `people` in all (default 500): ten teachers per college directly
 * in the college's unit, the rest students in classes of 60 (units below the college). Groups: each college's
 * teachers, each class's committee (its first five students), all teachers.
 */
export function schoolDirectory({ people = 500 } = {}) {
  const entries = [
    { dn: SCHOOL_BASE, attrs: { objectClass: ['dcObject', 'organization'], dc: 'sfdx', o: '示范大学' } },
    {
      dn: READER_DN,
      attrs: { objectClass: ['organizationalRole', 'simpleSecurityObject'], cn: 'portal-reader', userPassword: READER_PASSWORD },
    },
    { dn: PEOPLE_BASE, attrs: { objectClass: 'organizationalUnit', ou: 'people', description: '人员' } },
    { dn: GROUP_BASE, attrs: { objectClass: 'organizationalUnit', ou: 'groups', description: '群组' } },
  ]
  const persons = []
  const classes = []
  const groups = []
  const students = people - TEACHERS_PER_COLLEGE * COLLEGES.length
  let index = 0
  const person = (uid, dn, identity, classCode, collegeCode) => {
    const name = nameOf(index)
    persons.push({ uid, dn, name, identity, classCode, collegeCode, mobile: `139${String(index + 1).padStart(8, '0')}` })
    entries.push({
      dn,
      attrs: {
        objectClass: 'inetOrgPerson',
        uid,
        cn: name,
        sn: name.slice(0, 1),
        employeeType: identity,
        mobile: `139${String(index + 1).padStart(8, '0')}`,
        mail: `${uid}@sfdx.edu.cn`,
        userPassword: DIRECTORY_PASSWORD,
      },
    })
    index += 1
  }
  COLLEGES.forEach((college, c) => {
    const collegeDn = `ou=${college.code},${PEOPLE_BASE}`
    entries.push({ dn: collegeDn, attrs: { objectClass: 'organizationalUnit', ou: college.code, description: college.name } })
    const teachers = []
    for (let t = 1; t <= TEACHERS_PER_COLLEGE; t++) {
      const uid = `js${c + 1}${String(t).padStart(3, '0')}`
      teachers.push(uid)
      person(uid, `uid=${uid},${collegeDn}`, 'teacher', null, college.code)
    }
    const mine = Math.floor(students / COLLEGES.length) + (c < students % COLLEGES.length ? 1 : 0)
    for (let k = 0; k * CLASS_SIZE < mine; k++) {
      const classCode = `${college.code}-${2401 + k}`
      const className = `${college.classPrefix}${2401 + k}班`
      const classDn = `ou=${classCode},${collegeDn}`
      classes.push({ code: classCode, name: className, collegeCode: college.code })
      entries.push({ dn: classDn, attrs: { objectClass: 'organizationalUnit', ou: classCode, description: className } })
      const members = []
      for (let s = 0; s < CLASS_SIZE && k * CLASS_SIZE + s < mine; s++) {
        const uid = `24${c + 1}${String(k + 1).padStart(3, '0')}${String(s + 1).padStart(3, '0')}`
        members.push(`uid=${uid},${classDn}`)
        person(uid, `uid=${uid},${classDn}`, 'student', classCode, college.code)
      }
      groups.push({ cn: `${classCode}-committee`, description: `${className}班委`, members: members.slice(0, COMMITTEE_SIZE) })
    }
    groups.push({
      cn: `${college.code}-teachers`,
      description: `${college.name}教师`,
      members: teachers.map((uid) => `uid=${uid},${collegeDn}`),
    })
  })
  groups.push({
    cn: 'all-teachers',
    description: '全体教师',
    members: persons.filter((p) => p.identity === 'teacher').map((p) => p.dn),
  })
  for (const group of groups) {
    entries.push({
      dn: `cn=${group.cn},${GROUP_BASE}`,
      attrs: { objectClass: 'groupOfNames', cn: group.cn, description: group.description, member: group.members },
    })
  }
  return { ldif: toLdif(entries), persons, classes, groups }
}

/** LDIF text of entries; values that are not plain ASCII are base64 (`::`). */
export function toLdif(entries) {
  const line = (name, value) =>
    /^[\x20-\x7e]*$/.test(value) && !/^[ :<]/.test(value) ? `${name}: ${value}` : `${name}:: ${Buffer.from(value).toString('base64')}`
  return entries
    .map(({ dn, attrs }) =>
      [
        line('dn', dn),
        ...Object.entries(attrs).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => line(name, v))),
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n')
}

const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

/** A free loopback port: from SLAPD_PORTS (`from-to`) when set, else one the system picks. */
async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.SLAPD_PORTS ?? '')
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port++) if (await portFree(port)) return port
    throw new Error(`no free port in SLAPD_PORTS=${process.env.SLAPD_PORTS}`)
  }
  return await new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

const accepting = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

function slapdConf(dir) {
  return [
    ...['core', 'cosine', 'inetorgperson'].map((schema) => `include /etc/ldap/schema/${schema}.schema`),
    `pidfile ${dir}/slapd.pid`,
    `argsfile ${dir}/slapd.args`,
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    // Answers are capped at 1,000 entries as many school directories do: a reader must page to see everyone.
    'sizelimit size.soft=1000 size.hard=1000 size.prtotal=unlimited',
    'database mdb',
    'maxsize 2147483648',
    `suffix "${SCHOOL_BASE}"`,
    `rootdn "${ROOT_DN}"`,
    `rootpw ${ROOT_PASSWORD}`,
    `directory ${dir}/data`,
    'index objectClass eq',
    'index uid eq',
    'index member eq',
    'access to attrs=userPassword by self write by anonymous auth by * none',
    `access to * by dn.exact="${READER_DN}" read by users read by * none`,
    '',
  ].join('\n')
}

/**
 * Starts slapd with the school loaded (`ldif`, default `schoolDirectory()`); resolves when it accepts connections.
 * `env` is what the portal needs to use it (LDAP_* variables); `modify`/`add` change it as the school would.
 */
export async function startSlapd({ ldif = schoolDirectory().ldif } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slapd-'))
  fs.mkdirSync(path.join(dir, 'data'))
  const conf = path.join(dir, 'slapd.conf')
  fs.writeFileSync(conf, slapdConf(dir))
  fs.writeFileSync(path.join(dir, 'school.ldif'), ldif)
  await run('/usr/sbin/slapadd', ['-q', '-f', conf, '-l', path.join(dir, 'school.ldif')], { maxBuffer: 16 * 1024 * 1024 })
  const port = await freePort()
  const url = `ldap://127.0.0.1:${port}`
  const child = spawn('/usr/sbin/slapd', ['-h', `${url}/`, '-f', conf, '-d', '0'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  child.stderr.on('data', (chunk) => (log += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const deadline = Date.now() + 20_000
  while (!(await accepting(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`slapd did not start on ${url}:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const tool = (command, text) =>
    new Promise((resolve, reject) => {
      const proc = spawn(command, ['-x', '-H', url, '-D', ROOT_DN, '-w', ROOT_PASSWORD], { stdio: ['pipe', 'ignore', 'pipe'] })
      let errors = ''
      proc.stderr.on('data', (chunk) => (errors += chunk))
      proc.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${errors}`))))
      proc.stdin.end(text)
    })
  let stopped = false
  return {
    url,
    port,
    pid: child.pid,
    env: {
      LDAP_URL: url,
      LDAP_BIND_DN: READER_DN,
      LDAP_BIND_PASSWORD: READER_PASSWORD,
      LDAP_USER_BASE: PEOPLE_BASE,
      LDAP_USER_FILTER: '(objectClass=inetOrgPerson)',
      LDAP_DISABLED_FILTER: DISABLED_FILTER,
      LDAP_GROUP_BASE: GROUP_BASE,
      LDAP_TIMEOUT_MS: '3000',
    },
    /** Applies LDIF change records (changetype: modify/delete/add) as the directory's administrator. */
    modify: async (text) => await tool('ldapmodify', text),
    /** Adds entries (plain LDIF). */
    add: async (text) => await tool('ldapadd', text),
    stop: async () => {
      if (stopped) return
      stopped = true
      if (child.exitCode === null) {
        process.kill(child.pid, 'SIGTERM')
        const timer = setTimeout(() => child.exitCode === null && process.kill(child.pid, 'SIGKILL'), 5000)
        await exited
        clearTimeout(timer)
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
