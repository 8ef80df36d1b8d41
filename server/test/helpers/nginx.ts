import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const DEPLOY = path.resolve(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx')

/** Debian's nginx (installed by .ci/run when missing). */
export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) if (fs.existsSync(candidate)) return candidate
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('nginx is not installed (apt-get install nginx; .ci/run does it)')
  }
}

/**
 * deploy/nginx/portal.conf's upstream block with the test's instance ports in place of 8081…, its /nginx_status location,
 * and portal-locations.conf included as it is: the production proxy settings, on a loopback port, no TLS.
 */
export function renderNginxConfig(prefix: string, listenPort: number, instancePorts: number[]): string {
  const site = fs.readFileSync(path.join(DEPLOY, 'portal.conf'), 'utf8')
  const upstream = /^upstream portal_instances \{[\s\S]*?^\}/m.exec(site)?.[0]
  if (!upstream) throw new Error('deploy/nginx/portal.conf has no upstream portal_instances block')
  const serverLines = upstream.match(/^ {4}server 127\.0\.0\.1:\d+ .*;$/gm) ?? []
  if (serverLines.length === 0) throw new Error('deploy/nginx/portal.conf: no instance lines in the upstream block')
  const options = serverLines[0]!.replace(/^ {4}server 127\.0\.0\.1:\d+/, '')
  const instances = instancePorts.map((port) => `    server 127.0.0.1:${port}${options}`).join('\n')
  const testUpstream = upstream.replace(serverLines.join('\n'), instances)
  const status = /^ {4}location = \/nginx_status \{[\s\S]*?^ {4}\}/m.exec(site)?.[0]
  if (!status) throw new Error('deploy/nginx/portal.conf has no location = /nginx_status block')
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`
  return `worker_processes 1;
error_log ${path.join(prefix, 'error.log')} warn;
pid ${path.join(prefix, 'nginx.pid')};
events { worker_connections 1024; }
http {
    access_log ${path.join(prefix, 'access.log')};
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
${testUpstream}
    server {
        listen 127.0.0.1:${listenPort};
    ${status.trim()}
        location / {
            include ${path.join(DEPLOY, 'portal-locations.conf')};
        }
    }
}
`
}

/** nginx in the foreground with a config of its own under `prefix` (no root needed on a high port). */
export async function startNginx(
  prefix: string,
  config: string,
): Promise<{ process: ChildProcess; errors: () => string; stop: () => Promise<void> }> {
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(prefix, 'temp', name), { recursive: true })
  // Run as root, nginx's workers become `nobody`: they must reach the temp folders.
  fs.chmodSync(prefix, 0o755)
  for (const name of fs.readdirSync(path.join(prefix, 'temp'))) fs.chmodSync(path.join(prefix, 'temp', name), 0o777)
  fs.chmodSync(path.join(prefix, 'temp'), 0o755)
  const file = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(file, config)
  const binary = nginxBinary()
  execFileSync(binary, ['-t', '-q', '-p', prefix, '-c', file], { stdio: 'pipe' })
  const child = spawn(binary, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const errorLog = path.join(prefix, 'error.log')
  return {
    process: child,
    errors: () => stderr + (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT')
      await exited
    },
  }
}
